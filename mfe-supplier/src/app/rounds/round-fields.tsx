import { Col, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FREIGHT_BASES, ROUND_CURRENCIES } from '@marketplace/contracts/constants';
import { EndActionFields } from './end-action-fields';
import { localDateTimeToIso } from './round-format';
import type { RoundFormValues } from './round-form';

/** The Create Round form's fields: title and currency, description, dates, end action and freight. */
export function RoundFields() {
  const { t } = useTranslation('supplier');
  return (
    <Row gutter={16}>
      <Col xs={24} md={16}>
        <Form.Item
          name="title"
          label={t('rounds.form.roundTitle')}
          rules={[{ required: true, whitespace: true, message: t('rounds.form.titleRequired') }]}
        >
          <Input data-testid="round-title" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="currency" label={t('rounds.form.currency')}>
          <Select
            data-testid="round-currency"
            options={ROUND_CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="description" label={t('rounds.form.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Col>
      <RoundDateFields />
      <EndActionFields />
      <FreightFields />
    </Row>
  );
}

/** When the round opens and closes, both optional; the close must come after the opening. */
function RoundDateFields() {
  const { t } = useTranslation('supplier');
  const closeAfterOpen: FormRule = ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) => {
      const openAt = localDateTimeToIso(getFieldValue('openAt'));
      const closeAt = localDateTimeToIso(value);
      return !openAt || !closeAt || closeAt > openAt
        ? Promise.resolve()
        : Promise.reject(new Error(t('rounds.form.closeAfterOpen')));
    },
  });
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="openAt" label={t('rounds.form.openAt')}>
          <Input type="datetime-local" data-testid="round-open" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="closeAt"
          label={t('rounds.form.closeAt')}
          dependencies={['openAt']}
          rules={[closeAfterOpen]}
        >
          <Input type="datetime-local" data-testid="round-close" />
        </Form.Item>
      </Col>
    </>
  );
}

/** The round's freight estimate, in the round's currency, and how buyers share it. */
function FreightFields() {
  const { t } = useTranslation('supplier');
  const currency = Form.useWatch('currency', Form.useFormInstance<RoundFormValues>());
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="freightCost" label={t('rounds.form.freightCost')}>
          <InputNumber
            data-testid="round-freight"
            min={0}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
            addonAfter={currency}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="freightBasis" label={t('rounds.form.freightBasis')}>
          <Select
            data-testid="round-freight-basis"
            options={FREIGHT_BASES.map((b) => ({ value: b, label: t(`rounds.form.freightBases.${b}`) }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}
