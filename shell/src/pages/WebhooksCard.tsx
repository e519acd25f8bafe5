import { useState } from 'react';
import { Button, Drawer, Flex, Form, Input, List, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type {
  CreateWebhookBody,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhooksResponse,
  WebhookWithSecret,
} from '@marketplace/contracts';
import { apiRequest, formatDate, formatDateTime, relativeTime, timeUntil } from '@marketplace/web-kit';
import { IDENTITY } from '../session/sessionController';
import { ChoicesField, CompanyListCard, useCompanyList } from './CompanyListCard';
import { SecretShownOnce } from './SecretShownOnce';

const WEBHOOKS_URL = `${IDENTITY}/webhooks`;

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/**
 * The company's webhook endpoints on the profile page (the same people as its API keys): add one
 * with the events it hears of, switch it off, send a test, rotate its secret, and read its
 * delivery log with every attempt, redelivering by hand.
 */
export function WebhooksCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { listing: hooks, change, showError } = useCompanyList<WebhooksResponse>(WEBHOOKS_URL);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [log, setLog] = useState<{ endpoint: WebhookEndpoint; items: WebhookDelivery[] | null } | null>(null);

  const eventLabel = (type: string) => t(`auth:webhooks.eventNames.${type.replace('.', '_')}`);
  // A retry is ahead of now: "in 3 hours", or "any moment now" once its time has come.
  const nextAttemptText = (at: string) => {
    const when = timeUntil(at);
    return when ? t('auth:webhooks.nextAttempt', { when }) : t('auth:webhooks.nextAttemptSoon');
  };
  const statusTag = (status: WebhookDelivery['status']) => (
    <Tag color={STATUS_COLOR[status]}>{t(`auth:webhooks.statuses.${status}`)}</Tag>
  );

  async function create(values: CreateWebhookBody) {
    const made = await change<WebhookWithSecret>({ url: WEBHOOKS_URL, method: 'POST', body: values });
    if (made) setSecret({ value: made.secret, rotated: false });
    return made !== null;
  }

  async function rotate(endpoint: WebhookEndpoint) {
    const rotated = await change<WebhookWithSecret>({
      url: `${WEBHOOKS_URL}/${endpoint.id}/rotate-secret`,
      method: 'POST',
    });
    if (rotated) setSecret({ value: rotated.secret, rotated: true });
  }

  async function openLog(endpoint: WebhookEndpoint) {
    setLog({ endpoint, items: log?.endpoint.id === endpoint.id ? log.items : null });
    const result = await apiRequest<WebhookDeliveriesResponse>(`${WEBHOOKS_URL}/${endpoint.id}/deliveries`);
    if (result.error) return showError(result.error);
    setLog({ endpoint, items: result.data.items });
  }

  async function sendTest(endpoint: WebhookEndpoint) {
    if (
      await change(
        { url: `${WEBHOOKS_URL}/${endpoint.id}/test`, method: 'POST' },
        t('auth:webhooks.testSent'),
      )
    )
      await openLog(endpoint);
  }

  async function redeliver(delivery: WebhookDelivery) {
    const done = await change(
      { url: `${WEBHOOKS_URL}/${delivery.endpointId}/deliveries/${delivery.id}/redeliver`, method: 'POST' },
      t('auth:webhooks.redelivered'),
    );
    if (done && log) await openLog(log.endpoint);
  }

  return (
    <CompanyListCard<WebhookEndpoint, CreateWebhookBody>
      title={t('auth:webhooks.title')}
      testId="webhooks"
      intro={t('auth:webhooks.intro')}
      items={hooks?.items}
      empty={t('auth:webhooks.empty')}
      renderItem={(endpoint) => (
        <List.Item data-testid="webhook-row">
          <Flex vertical gap={6} style={{ minWidth: 0, width: '100%' }}>
            <Flex gap={8} align="center" wrap>
              <Switch
                size="small"
                checked={endpoint.enabled}
                aria-label={t(endpoint.enabled ? 'auth:webhooks.enabled' : 'auth:webhooks.disabled')}
                onChange={(enabled) =>
                  change({ url: `${WEBHOOKS_URL}/${endpoint.id}`, method: 'PATCH', body: { enabled } })
                }
              />
              <Typography.Text strong style={{ wordBreak: 'break-all' }}>
                {endpoint.url}
              </Typography.Text>
            </Flex>
            {endpoint.description && <Typography.Text>{endpoint.description}</Typography.Text>}
            <Flex wrap gap={4}>
              {endpoint.events.map((type) => (
                <Tag key={type}>{eventLabel(type)}</Tag>
              ))}
            </Flex>
            <Typography.Text type="secondary">
              {endpoint.secretHints.map((s) => (
                <span key={`${s.hint}${s.expiresAt ?? ''}`}>
                  <Typography.Text code>{s.hint}</Typography.Text>
                  {s.expiresAt
                    ? ` ${t('auth:webhooks.secretEnds', { date: formatDateTime(s.expiresAt) })} `
                    : ' '}
                </span>
              ))}
              {t('auth:webhooks.createdBy', {
                name: endpoint.createdBy.name,
                date: formatDate(endpoint.createdAt),
              })}
              {endpoint.lastDelivery &&
                ` · ${t('auth:webhooks.lastDelivery', {
                  status: t(`auth:webhooks.statuses.${endpoint.lastDelivery.status}`).toLowerCase(),
                  when: relativeTime(endpoint.lastDelivery.at),
                })}`}
            </Typography.Text>
            <Flex wrap gap={8}>
              <Button size="small" onClick={() => openLog(endpoint)} data-testid="webhook-deliveries">
                {t('auth:webhooks.deliveries')}
              </Button>
              <Button size="small" onClick={() => sendTest(endpoint)} data-testid="webhook-test">
                {t('auth:webhooks.sendTest')}
              </Button>
              <Popconfirm
                title={t('auth:webhooks.rotateConfirm')}
                okText={t('auth:webhooks.rotate')}
                cancelText={t('common:cancel')}
                onConfirm={() => rotate(endpoint)}
              >
                <Button size="small">{t('auth:webhooks.rotate')}</Button>
              </Popconfirm>
              <Popconfirm
                title={t('auth:webhooks.deleteConfirm')}
                okText={t('auth:webhooks.delete')}
                cancelText={t('common:cancel')}
                onConfirm={() =>
                  change(
                    { url: `${WEBHOOKS_URL}/${endpoint.id}`, method: 'DELETE' },
                    t('auth:webhooks.deleted'),
                  )
                }
              >
                <Button size="small" danger>
                  {t('auth:webhooks.delete')}
                </Button>
              </Popconfirm>
            </Flex>
          </Flex>
        </List.Item>
      )}
      createLabel={t('auth:webhooks.create')}
      createOk={t('auth:webhooks.createOk')}
      createTestId="webhook-new"
      formTestId="webhook-form"
      onCreate={create}
      fields={
        <>
          <Form.Item
            name="url"
            label={t('auth:webhooks.url')}
            rules={[{ required: true, whitespace: true, message: t('auth:webhooks.urlRequired') }]}
          >
            <Input inputMode="url" placeholder="https://" maxLength={2000} data-testid="webhook-url" />
          </Form.Item>
          <Form.Item name="description" label={t('auth:webhooks.description')}>
            <Input maxLength={200} />
          </Form.Item>
          <ChoicesField
            name="events"
            label={t('auth:webhooks.events')}
            required={t('auth:webhooks.eventsRequired')}
            choices={hooks?.events}
            labelOf={eventLabel}
            testId="webhook-events"
          />
        </>
      }
    >
      <SecretShownOnce
        secret={secret?.value ?? null}
        title={t(secret?.rotated ? 'auth:webhooks.rotated' : 'auth:webhooks.created')}
        warning={t('auth:webhooks.shownOnce')}
        done={t('auth:webhooks.copied')}
        testId="webhook-secret"
        onClose={() => setSecret(null)}
      />

      <Drawer
        open={log !== null}
        onClose={() => setLog(null)}
        title={log ? t('auth:webhooks.deliveriesTitle', { url: log.endpoint.url }) : ''}
        width="min(640px, 100vw)"
        destroyOnHidden
        extra={
          log && (
            <Button size="small" onClick={() => openLog(log.endpoint)}>
              {t('auth:webhooks.refresh')}
            </Button>
          )
        }
      >
        <List<WebhookDelivery>
          loading={log?.items === null}
          dataSource={log?.items ?? []}
          locale={{ emptyText: t('auth:webhooks.noDeliveries') }}
          renderItem={(delivery) => (
            <List.Item
              data-testid="webhook-delivery"
              actions={[
                <Button key="again" size="small" onClick={() => redeliver(delivery)}>
                  {t('auth:webhooks.redeliver')}
                </Button>,
              ]}
            >
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Flex gap={8} wrap align="center">
                  {statusTag(delivery.status)}
                  <Typography.Text strong>{eventLabel(delivery.eventType)}</Typography.Text>
                  <Typography.Text type="secondary">{formatDateTime(delivery.createdAt)}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary">
                  {t('auth:webhooks.attempts')}: {delivery.attempts.length}
                  {delivery.nextAttemptAt && ` · ${nextAttemptText(delivery.nextAttemptAt)}`}
                </Typography.Text>
                {delivery.attempts.map((attempt, i) => (
                  <Typography.Text
                    key={i}
                    code
                    style={{ wordBreak: 'break-all' }}
                    data-testid="webhook-attempt"
                  >
                    {t('auth:webhooks.attemptLine', {
                      when: formatDateTime(attempt.at),
                      code: attempt.statusCode ?? t('auth:webhooks.noAnswer'),
                      ms: attempt.durationMs,
                    })}
                    {attempt.response && ` · ${attempt.response.slice(0, 120)}`}
                  </Typography.Text>
                ))}
              </Flex>
            </List.Item>
          )}
        />
      </Drawer>
    </CompanyListCard>
  );
}
