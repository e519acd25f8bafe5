import { Button, Drawer, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@marketplace/contracts';
import { formatDateTime, timeUntil } from '@marketplace/web-kit';
import { useEventLabel } from './webhook-texts';

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** An endpoint's delivery log as the card last read it; `items` null while it is read. */
export interface DeliveryLog {
  endpoint: WebhookEndpoint;
  items: WebhookDelivery[] | null;
}

/** The delivery log of one endpoint (a drawer): each delivery with every attempt, redelivered by hand. */
export function WebhookDeliveryLog({
  log,
  onClose,
  onRefresh,
  onRedeliver,
}: {
  log: DeliveryLog | null;
  onClose: () => void;
  onRefresh: (endpoint: WebhookEndpoint) => void;
  onRedeliver: (delivery: WebhookDelivery) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Drawer
      open={log !== null}
      onClose={onClose}
      title={log ? t('webhooks.deliveriesTitle', { url: log.endpoint.url }) : ''}
      width="min(640px, 100vw)"
      destroyOnHidden
      extra={
        log && (
          <Button size="small" onClick={() => onRefresh(log.endpoint)}>
            {t('webhooks.refresh')}
          </Button>
        )
      }
    >
      <List<WebhookDelivery>
        loading={log?.items === null}
        dataSource={log?.items ?? []}
        locale={{ emptyText: t('webhooks.noDeliveries') }}
        renderItem={(delivery) => (
          <List.Item
            data-testid="webhook-delivery"
            actions={[
              <Button key="again" size="small" onClick={() => onRedeliver(delivery)}>
                {t('webhooks.redeliver')}
              </Button>,
            ]}
          >
            <DeliveryEntry delivery={delivery} />
          </List.Item>
        )}
      />
    </Drawer>
  );
}

function DeliveryEntry({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('auth');
  const eventLabel = useEventLabel();
  // A retry is ahead of now: "in 3 hours", or "any moment now" once its time has come.
  const nextAttemptText = (at: string) => {
    const when = timeUntil(at);
    return when ? t('webhooks.nextAttempt', { when }) : t('webhooks.nextAttemptSoon');
  };
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex gap={8} wrap align="center">
        <Tag color={STATUS_COLOR[delivery.status]}>{t(`webhooks.statuses.${delivery.status}`)}</Tag>
        <Typography.Text strong>{eventLabel(delivery.eventType)}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(delivery.createdAt)}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {t('webhooks.attempts')}: {delivery.attempts.length}
        {delivery.nextAttemptAt && ` · ${nextAttemptText(delivery.nextAttemptAt)}`}
      </Typography.Text>
      {delivery.attempts.map((attempt, i) => (
        <Typography.Text key={i} code style={{ wordBreak: 'break-all' }} data-testid="webhook-attempt">
          {t('webhooks.attemptLine', {
            when: formatDateTime(attempt.at),
            code: attempt.statusCode ?? t('webhooks.noAnswer'),
            ms: attempt.durationMs,
          })}
          {attempt.response && ` · ${attempt.response.slice(0, 120)}`}
        </Typography.Text>
      ))}
    </Flex>
  );
}
