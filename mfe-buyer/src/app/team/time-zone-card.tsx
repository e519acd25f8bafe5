import { Card, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFailureToast, useFeedback } from '@marketplace/web-kit';
import { useSetTeamTimeZoneMutation } from './team-api';

/** Zones offered for the company's months; the company's own is added when it is not among them. */
export const TIME_ZONES = [
  'UTC',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Argentina/Buenos_Aires',
  'America/Bogota',
  'America/Mexico_City',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Atlantic/Azores',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Luanda',
  'Africa/Maputo',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

/** The company's time zone, in which monthly limits count a month's orders; saved as soon as it is chosen. */
export function TimeZoneCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('buyer');
  const { message } = useFeedback();
  const failure = useFailureToast();
  const [save, { isLoading }] = useSetTeamTimeZoneMutation();
  const zones: readonly string[] = TIME_ZONES.includes(timeZone as (typeof TIME_ZONES)[number])
    ? TIME_ZONES
    : [timeZone, ...TIME_ZONES];
  const change = async (next: string) => {
    const result = await save({ timeZone: next });
    if ('error' in result && result.error) failure('buyer:team.settings.failed', result.error);
    else message.success(t('team.settings.saved'));
  };
  return (
    <Card title={t('team.settings.title')}>
      <Flex vertical gap="small">
        <Typography.Text type="secondary">{t('team.settings.help')}</Typography.Text>
        <Select<string>
          data-testid="team-time-zone"
          aria-label={t('team.settings.label')}
          showSearch
          loading={isLoading}
          value={timeZone}
          onChange={(next) => void change(next)}
          options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
          style={{ width: '100%', maxWidth: 360 }}
        />
      </Flex>
    </Card>
  );
}
