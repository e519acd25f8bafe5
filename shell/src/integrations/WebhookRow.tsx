import { Button, Flex, List, Popconfirm, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@marketplace/contracts';
import { formatDate, formatDateTime, relativeTime } from '@marketplace/web-kit';
import { useEventLabel } from './webhook-texts';

/** What a row's buttons and switch do; the card owns the calls. */
export interface WebhookRowActions {
  setEnabled: (endpoint: WebhookEndpoint, enabled: boolean) => void;
  openLog: (endpoint: WebhookEndpoint) => void;
  sendTest: (endpoint: WebhookEndpoint) => void;
  /** Promises: the confirmation stays busy until the call answers. */
  rotate: (endpoint: WebhookEndpoint) => Promise<unknown>;
  remove: (endpoint: WebhookEndpoint) => Promise<unknown>;
}

/** One endpoint of the company: its switch, URL, events, secrets, last delivery and actions. */
export function WebhookRow({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: WebhookRowActions }) {
  const { t } = useTranslation(['auth', 'common']);
  const eventLabel = useEventLabel();
  return (
    <List.Item data-testid="webhook-row">
      <Flex vertical gap={6} style={{ minWidth: 0, width: '100%' }}>
        <Flex gap={8} align="center" wrap>
          <Switch
            size="small"
            checked={endpoint.enabled}
            aria-label={t(endpoint.enabled ? 'auth:webhooks.enabled' : 'auth:webhooks.disabled')}
            onChange={(enabled) => actions.setEnabled(endpoint, enabled)}
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
        <WebhookFacts endpoint={endpoint} />
        <Flex wrap gap={8}>
          <Button size="small" onClick={() => actions.openLog(endpoint)} data-testid="webhook-deliveries">
            {t('auth:webhooks.deliveries')}
          </Button>
          <Button size="small" onClick={() => actions.sendTest(endpoint)} data-testid="webhook-test">
            {t('auth:webhooks.sendTest')}
          </Button>
          <Popconfirm
            title={t('auth:webhooks.rotateConfirm')}
            okText={t('auth:webhooks.rotate')}
            cancelText={t('common:cancel')}
            onConfirm={() => actions.rotate(endpoint)}
          >
            <Button size="small">{t('auth:webhooks.rotate')}</Button>
          </Popconfirm>
          <Popconfirm
            title={t('auth:webhooks.deleteConfirm')}
            okText={t('auth:webhooks.delete')}
            cancelText={t('common:cancel')}
            onConfirm={() => actions.remove(endpoint)}
          >
            <Button size="small" danger>
              {t('auth:webhooks.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </List.Item>
  );
}

/** The endpoint's secrets (hints, and when a rotated one ends), who made it, its last delivery. */
function WebhookFacts({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('auth');
  return (
    <Typography.Text type="secondary">
      {endpoint.secretHints.map((s) => (
        <span key={`${s.hint}${s.expiresAt ?? ''}`}>
          <Typography.Text code>{s.hint}</Typography.Text>
          {s.expiresAt ? ` ${t('webhooks.secretEnds', { date: formatDateTime(s.expiresAt) })} ` : ' '}
        </span>
      ))}
      {t('webhooks.createdBy', { name: endpoint.createdBy.name, date: formatDate(endpoint.createdAt) })}
      {endpoint.lastDelivery &&
        ` · ${t('webhooks.lastDelivery', {
          status: t(`webhooks.statuses.${endpoint.lastDelivery.status}`).toLowerCase(),
          when: relativeTime(endpoint.lastDelivery.at),
        })}`}
    </Typography.Text>
  );
}
