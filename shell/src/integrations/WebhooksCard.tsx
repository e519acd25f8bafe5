import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CreateWebhookBody,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksResponse,
  WebhookWithSecret,
} from '@marketplace/contracts';
import { apiRequest } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { CompanyListCard, useCompanyList } from './CompanyListCard';
import { SecretShownOnce } from './SecretShownOnce';
import { WebhookDeliveryLog, type DeliveryLog } from './WebhookDeliveryLog';
import { WebhookFields } from './WebhookFields';
import { WebhookRow, type WebhookRowActions } from './WebhookRow';

const WEBHOOKS_URL = `${IDENTITY}/webhooks`;

/**
 * The company's webhook endpoints on the profile page (the same people as its API keys): add one
 * with the events it hears of, switch it off, send a test, rotate its secret, and read its
 * delivery log with every attempt, redelivering by hand. This card owns the calls; the row, the
 * form's fields and the log draw them.
 */
export function WebhooksCard() {
  const { t } = useTranslation('auth');
  const { listing: hooks, change, showError } = useCompanyList<WebhooksResponse>(WEBHOOKS_URL);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [log, setLog] = useState<DeliveryLog | null>(null);
  const endpointUrl = (endpoint: { id: string }) => `${WEBHOOKS_URL}/${endpoint.id}`;

  async function create(values: CreateWebhookBody) {
    const made = await change<WebhookWithSecret>({ url: WEBHOOKS_URL, method: 'POST', body: values });
    if (made) setSecret({ value: made.secret, rotated: false });
    return made !== null;
  }

  async function openLog(endpoint: WebhookEndpoint) {
    setLog({ endpoint, items: log?.endpoint.id === endpoint.id ? log.items : null });
    const result = await apiRequest<WebhookDeliveriesResponse>(`${endpointUrl(endpoint)}/deliveries`);
    if (result.error) return showError(result.error);
    setLog({ endpoint, items: result.data.items });
  }

  const rowActions: WebhookRowActions = {
    setEnabled: (endpoint, enabled) =>
      void change({ url: endpointUrl(endpoint), method: 'PATCH', body: { enabled } }),
    openLog: (endpoint) => void openLog(endpoint),
    sendTest: async (endpoint) => {
      if (await change({ url: `${endpointUrl(endpoint)}/test`, method: 'POST' }, t('webhooks.testSent')))
        await openLog(endpoint);
    },
    rotate: async (endpoint) => {
      const rotated = await change<WebhookWithSecret>({
        url: `${endpointUrl(endpoint)}/rotate-secret`,
        method: 'POST',
      });
      if (rotated) setSecret({ value: rotated.secret, rotated: true });
    },
    remove: (endpoint) => change({ url: endpointUrl(endpoint), method: 'DELETE' }, t('webhooks.deleted')),
  };

  async function redeliver(delivery: WebhookDelivery) {
    const done = await change(
      { url: `${WEBHOOKS_URL}/${delivery.endpointId}/deliveries/${delivery.id}/redeliver`, method: 'POST' },
      t('webhooks.redelivered'),
    );
    if (done && log) await openLog(log.endpoint);
  }

  return (
    <CompanyListCard<WebhookEndpoint, CreateWebhookBody>
      title={t('webhooks.title')}
      testId="webhooks"
      intro={t('webhooks.intro')}
      items={hooks?.items}
      empty={t('webhooks.empty')}
      renderItem={(endpoint) => <WebhookRow endpoint={endpoint} actions={rowActions} />}
      createLabel={t('webhooks.create')}
      createOk={t('webhooks.createOk')}
      createTestId="webhook-new"
      formTestId="webhook-form"
      onCreate={create}
      fields={<WebhookFields events={hooks?.events} />}
    >
      <SecretShownOnce
        secret={secret?.value ?? null}
        title={t(secret?.rotated ? 'webhooks.rotated' : 'webhooks.created')}
        warning={t('webhooks.shownOnce')}
        done={t('webhooks.copied')}
        testId="webhook-secret"
        onClose={() => setSecret(null)}
      />
      <WebhookDeliveryLog
        log={log}
        onClose={() => setLog(null)}
        onRefresh={(endpoint) => void openLog(endpoint)}
        onRedeliver={(delivery) => void redeliver(delivery)}
      />
    </CompanyListCard>
  );
}
