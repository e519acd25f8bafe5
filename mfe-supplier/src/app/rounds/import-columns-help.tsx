import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRICE_BREAKS,
  OPTIONAL_IMPORT_COLUMNS,
  ROUND_PRODUCTS_TEMPLATE_COLUMNS,
  breakColumns,
} from '@marketplace/domain';

/**
 * What a CSV file may hold: the template's columns, and the optional measure and price
 * break columns the import reads by name. Column names stay as the header must spell them, in
 * every language; the names come from the import's own rules so the help cannot drift from them.
 */
export function ImportColumnsHelp() {
  const { t } = useTranslation('supplier');
  const [firstQty, firstPrice] = breakColumns(1);
  const [lastQty, lastPrice] = breakColumns(MAX_PRICE_BREAKS);
  return (
    <div data-testid="import-columns-help">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('rounds.import.text')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('rounds.import.columns', { columns: ROUND_PRODUCTS_TEMPLATE_COLUMNS.join(', ') })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {t('rounds.import.measureColumns', { columns: Object.values(OPTIONAL_IMPORT_COLUMNS).join(', ') })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('rounds.import.breakColumns', {
          count: MAX_PRICE_BREAKS,
          first: `${firstQty} / ${firstPrice}`,
          last: `${lastQty} / ${lastPrice}`,
        })}
      </Typography.Paragraph>
    </div>
  );
}
