import { DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@marketplace/web-kit';

/** Record Payment's fields: what is still due, the day paid (not in the future), amount and reference. */
export function RecordPaymentFields({ due, currency }: { due: number; currency: string }) {
  const { t } = useTranslation('supplier');
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="record-payment-due">
        {t('invoices.recordPayment.dueHint', { due: formatMoney(due, currency) })}
      </Typography.Paragraph>
      <Form.Item
        name="paidOn"
        label={t('invoices.recordPayment.paidOn')}
        rules={[{ required: true, message: t('invoices.recordPayment.required') }]}
      >
        <DatePicker
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          data-testid="record-payment-date"
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('invoices.recordPayment.amount')}
        rules={[{ required: true, message: t('invoices.recordPayment.required') }]}
      >
        <InputNumber
          style={{ width: '100%' }}
          min={0.01}
          max={due}
          step={0.01}
          precision={2}
          data-testid="record-payment-amount"
        />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('invoices.recordPayment.reference')}
        rules={[{ required: true, whitespace: true, message: t('invoices.recordPayment.required') }]}
      >
        <Input
          maxLength={80}
          placeholder={t('invoices.recordPayment.referencePlaceholder')}
          data-testid="record-payment-reference"
        />
      </Form.Item>
    </>
  );
}
