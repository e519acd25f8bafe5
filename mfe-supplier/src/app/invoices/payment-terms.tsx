import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PaymentTerms } from '@marketplace/contracts';
import { LightButton, LightCard, LightFlex, LightText, OnceOpened, lazyPage } from '@marketplace/web-kit';
import { useGetPaymentTermsQuery } from '../sales/sales-api';

// antd's form: loaded when the terms are first changed, not with the page.
const PaymentTermsDialog = lazyPage(() => import('./payment-terms-dialog'), 'PaymentTermsDialog');

/** The terms in words: none, due on receipt, or net N days. */
export function paymentTermsText(t: TFunction<'supplier'>, terms: PaymentTerms | undefined) {
  if (!terms || terms.netDays === null) return t('invoices.paymentTerms.none');
  if (terms.netDays === 0) return t('invoices.paymentTerms.onReceipt');
  return t('invoices.paymentTerms.net', { count: terms.netDays });
}

/**
 * Above the supplier's invoices: the company's payment terms and a way to change them. They date
 * each invoice sent without a due date of its own (the sent day plus the net days).
 */
export function PaymentTermsBar() {
  const { t } = useTranslation('supplier');
  const { data } = useGetPaymentTermsQuery();
  const [editing, setEditing] = useState(false);
  return (
    <LightCard data-testid="payment-terms">
      <LightFlex gap="small" align="center" wrap justify="space-between">
        <span>
          <LightText strong>{t('invoices.paymentTerms.label')}: </LightText>
          <LightText data-testid="payment-terms-text">{paymentTermsText(t, data)}</LightText>
        </span>
        <LightButton size="small" onClick={() => setEditing(true)} data-testid="payment-terms-change">
          {t('invoices.paymentTerms.change')}
        </LightButton>
      </LightFlex>
      <OnceOpened open={editing}>
        <PaymentTermsDialog open={editing} terms={data} onClose={() => setEditing(false)} />
      </OnceOpened>
    </LightCard>
  );
}
