import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CURRENCIES, UNITS_OF_MEASURE } from '@marketplace/contracts/constants';
import { NO_CATEGORY } from './product-form';

/** The product's free-text attributes, each a short text field of its own. */
const DESCRIPTIVE_FIELDS = ['size', 'color', 'material'] as const;

/** The Add/Edit Product form's fields (the images are managed below the form). */
export function ProductFields({ categories }: { categories: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('supplier');
  return (
    <Row gutter={16}>
      <ProductIdentityFields />
      <Col xs={24} md={16}>
        <Form.Item name="categoryId" label={t('products.form.category')}>
          <Select
            showSearch
            optionFilterProp="label"
            options={[
              { value: NO_CATEGORY, label: t('products.form.noCategory') },
              ...categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        </Form.Item>
      </Col>
      {DESCRIPTIVE_FIELDS.map((name) => (
        <Col key={name} xs={24} md={8}>
          <Form.Item name={name} label={t(`products.form.${name}`)}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      ))}
      <ProductShippingFields />
      <Col xs={24}>
        {/* Sent with the rest: a description imported by CSV stays as the supplier sees it here. */}
        <Form.Item name="description" label={t('products.form.description')}>
          <Input.TextArea
            data-testid="product-description"
            maxLength={2000}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="active" label={t('products.form.active')} valuePropName="checked">
          <Switch data-testid="product-active" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** What names and prices the product: name, SKU, unit price, currency, unit and units per pack. */
function ProductIdentityFields() {
  const { t } = useTranslation('supplier');
  const required = [{ required: true, message: t('products.form.required') }];
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t('products.form.name')} rules={required}>
          <Input data-testid="product-name" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="sku" label={t('products.form.sku')} rules={required}>
          <Input data-testid="product-sku" maxLength={64} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="unitPrice" label={t('products.form.unitPrice')} rules={required}>
          <InputNumber
            data-testid="product-price"
            min={0}
            step={0.01}
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="currency" label={t('products.form.currency')}>
          <Select options={PRODUCT_CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="uom" label={t('products.form.uom')}>
          <Select options={UNITS_OF_MEASURE.map((u) => ({ value: u, label: t(`uoms.${u}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="unitsPerPack" label={t('products.form.unitsPerPack')} rules={required}>
          <InputNumber min={1} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}

/** Weights and volume, which freight is shared by; each optional, the gross never below the net. */
function ProductShippingFields() {
  const { t } = useTranslation('supplier');
  const grossNotBelowNet: FormRule = ({ getFieldValue }) => ({
    validator: (_, gross: number | null) => {
      const net = getFieldValue('netWeightKg') as number | null;
      return gross == null || net == null || gross >= net
        ? Promise.resolve()
        : Promise.reject(new Error(t('products.form.grossBelowNet')));
    },
  });
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="netWeightKg" label={t('products.form.netWeightKg')}>
          <InputNumber data-testid="product-net-weight" min={0} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="grossWeightKg"
          label={t('products.form.grossWeightKg')}
          dependencies={['netWeightKg']}
          rules={[grossNotBelowNet]}
        >
          <InputNumber data-testid="product-gross-weight" min={0} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="cbm" label={t('products.form.cbm')}>
          <InputNumber data-testid="product-cbm" min={0} step={0.001} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  );
}
