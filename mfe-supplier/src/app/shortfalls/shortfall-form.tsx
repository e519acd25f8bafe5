import { Button, Col, Flex, Form, InputNumber, Row, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SoldProduct } from './sold-products';
import type { ShortfallFormState } from './use-shortfall-form';

/** The sold products to choose from; one already shared out or partly shipped is shown, disabled, with why. */
function productOptions(
  products: readonly SoldProduct[],
  done: ReadonlySet<string>,
  t: TFunction<'supplier'>,
) {
  return products.map((p) => {
    const why = done.has(p.roundProductId)
      ? t('shortfalls.form.optionConfirmed')
      : p.shipped > 0
        ? t('shortfalls.form.optionShipped')
        : null;
    const label = `${p.name} (${p.sku})`;
    return {
      value: p.roundProductId,
      label: why ? `${label} · ${why}` : label,
      disabled: !!why,
    };
  });
}

/** The product that arrived short and the units that arrived, then Preview. */
export function ShortfallForm({
  form,
  products,
  done,
}: {
  form: ShortfallFormState;
  products: readonly SoldProduct[];
  /** Products whose shortfall is confirmed already. */
  done: ReadonlySet<string>;
}) {
  const { t } = useTranslation('supplier');
  const { packSize } = form;
  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 0]}>
        <Col xs={24} md={12}>
          <Form.Item label={t('shortfalls.form.product')} htmlFor="shortfall-product">
            <Select<string>
              id="shortfall-product"
              value={form.productId ?? undefined}
              placeholder={t('shortfalls.form.productPlaceholder')}
              onChange={form.chooseProduct}
              options={productOptions(products, done, t)}
              data-testid="shortfall-product"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('shortfalls.form.delivered')}
            htmlFor="shortfall-delivered"
            extra={
              <span id="shortfall-delivered-help">
                {packSize
                  ? t('shortfalls.form.packs', { count: packSize })
                  : t('shortfalls.form.packsUnknown')}
              </span>
            }
          >
            <InputNumber
              id="shortfall-delivered"
              aria-describedby="shortfall-delivered-help"
              value={form.delivered}
              min={0}
              step={packSize ?? 1}
              precision={0}
              style={{ width: '100%' }}
              onChange={(value) => form.enterDelivered(typeof value === 'number' ? value : null)}
              data-testid="shortfall-delivered"
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" style={{ marginBottom: 16 }}>
        <Button
          onClick={() => void form.ask()}
          loading={form.previewed.isLoading}
          disabled={!form.productId || form.delivered === null}
          data-testid="shortfall-preview"
        >
          {t('shortfalls.form.preview')}
        </Button>
      </Flex>
    </Form>
  );
}
