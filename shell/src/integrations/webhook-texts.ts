import { useTranslation } from 'react-i18next';

/** An event type's name as the webhook screens show it ("round.closed" → "Round closed (with outcome)"). */
export function useEventLabel(): (type: string) => string {
  const { t } = useTranslation('auth');
  return (type) => t(`webhooks.eventNames.${type.replace('.', '_')}`);
}
