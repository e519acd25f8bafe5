import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CBM_MAX,
  DEFAULT_END_ACTION,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  FREIGHT_COST_MAX,
  LANGUAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  QTY_MAX,
  ROUND_CURRENCIES,
  ROUND_PRICE_BREAKS_MAX,
  ROUND_PRODUCTS_MAX,
  UNIT_PRICE_MAX,
  WEIGHT_MAX_KG,
} from '@marketplace/contracts/constants';
import { formatMoney } from '@marketplace/web-kit';
import { PageHeader } from '@marketplace/web-kit/page-header';

/**
 * Admin › Settings (spec §2.1 lists it, §2.6 shows no content).
 * What the platform applies now, read from the same constants every service enforces, so
 * an operator can answer "what may a supplier put in a round?" without reading code. They ship
 * with a release: none is editable here, and the page says so rather than offering switches that
 * would change nothing.
 */
export function SettingsPage() {
  const { t, i18n } = useTranslation('admin');
  const number = (value: number) => value.toLocaleString(i18n.language === 'pt' ? 'pt-BR' : 'en-US');
  const usd = (value: number) => formatMoney(value, 'USD', i18n.language);
  const sections: Array<{ key: string; items: Array<[string, string]> }> = [
    {
      key: 'general',
      items: [
        ['languages', LANGUAGES.map((lng) => t(`settings.languageNames.${lng}`)).join(', ')],
        ['roundCurrencies', ROUND_CURRENCIES.join(', ')],
      ],
    },
    {
      key: 'rounds',
      items: [
        ['defaultEndAction', t(`common:endActions.${DEFAULT_END_ACTION}`)],
        ['extendDays', t('settings.range', { min: number(EXTEND_DAYS_MIN), max: number(EXTEND_DAYS_MAX) })],
        ['productsPerRound', t('settings.upTo', { value: number(ROUND_PRODUCTS_MAX) })],
        ['priceBreaks', t('settings.upTo', { value: number(ROUND_PRICE_BREAKS_MAX) })],
        ['freightCost', t('settings.upTo', { value: usd(FREIGHT_COST_MAX) })],
      ],
    },
    {
      key: 'products',
      items: [
        ['unitPrice', t('settings.upTo', { value: usd(UNIT_PRICE_MAX) })],
        ['quantities', t('settings.upTo', { value: number(QTY_MAX) })],
        [
          'images',
          t('settings.images', {
            count: PRODUCT_IMAGES_MAX,
            size: number(PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024),
          }),
        ],
        ['weight', t('settings.upTo', { value: `${number(WEIGHT_MAX_KG)} kg` })],
        ['volume', t('settings.upTo', { value: `${number(CBM_MAX)} m³` })],
      ],
    },
  ];
  return (
    <Flex vertical gap="middle" data-testid="settings-page">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('settings.release')}
      </Typography.Paragraph>
      {sections.map(({ key, items }) => (
        <Card key={key} title={t(`settings.sections.${key}`)} size="small">
          <Descriptions column={1} size="small" data-testid={`settings-${key}`}>
            {items.map(([label, value]) => (
              <Descriptions.Item key={label} label={t(`settings.labels.${label}`)}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ))}
    </Flex>
  );
}
