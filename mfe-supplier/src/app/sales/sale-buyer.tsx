import { useTranslation } from 'react-i18next';
import type { SaleSummary } from '@marketplace/contracts';
import { shortId } from '@marketplace/domain';
import { LightFlex, LightText } from '@marketplace/web-kit';
import { CodeText } from '../ui/code-text';

/**
 * Who bought: the buyer's short id as spec §2.5 lists it, and under it the buying company by
 * name, so a supplier never reads a bare id; an order whose company the directory does not know
 * says so in words.
 */
export function SaleBuyer({ sale }: { sale: Pick<SaleSummary, 'buyerId' | 'buyerCompanyName'> }) {
  const { t } = useTranslation('supplier');
  return (
    <LightFlex vertical>
      <CodeText>{shortId(sale.buyerId)}</CodeText>
      {sale.buyerCompanyName ? (
        <LightText data-testid="sale-buyer-name">{sale.buyerCompanyName}</LightText>
      ) : (
        <LightText type="secondary" data-testid="sale-buyer-name">
          {t('sales.detail.noCompany')}
        </LightText>
      )}
    </LightFlex>
  );
}
