import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChoicesField } from './CompanyListCard';
import { useEventLabel } from './webhook-texts';

/** The new endpoint's fields: its URL, a description, the events it hears of. */
export function WebhookFields({ events }: { events: readonly string[] | undefined }) {
  const { t } = useTranslation('auth');
  const eventLabel = useEventLabel();
  return (
    <>
      <Form.Item
        name="url"
        label={t('webhooks.url')}
        rules={[{ required: true, whitespace: true, message: t('webhooks.urlRequired') }]}
      >
        <Input inputMode="url" placeholder="https://" maxLength={2000} data-testid="webhook-url" />
      </Form.Item>
      <Form.Item name="description" label={t('webhooks.description')}>
        <Input maxLength={200} />
      </Form.Item>
      <ChoicesField
        name="events"
        label={t('webhooks.events')}
        required={t('webhooks.eventsRequired')}
        choices={events}
        labelOf={eventLabel}
        testId="webhook-events"
      />
    </>
  );
}
