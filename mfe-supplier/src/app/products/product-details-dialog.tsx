import { Descriptions, Image, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/web-kit';
import { ActiveTag } from '@marketplace/web-kit/status-tag';

export function ProductDetailsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('supplier');
  const none = t('products.details.none');
  return (
    <Modal open={!!product} title={t('products.details.title')} onCancel={onClose} footer={null} width={640}>
      {product && (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="product-details">
          {product.images.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {product.images.map((image) => (
                  <Image
                    key={image.id}
                    src={image.url}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover', border: image.isPrimary ? '2px solid #faad14' : undefined }}
                    alt={t('products.images.alt', { name: product.name })}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('products.form.name')} span={2}>
              {product.name}
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.sku')}>{product.sku}</Descriptions.Item>
            <Descriptions.Item label={t('products.columns.status')}>
              <ActiveTag active={product.active} labels="supplier:products.status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.unitPrice')}>
              {formatMoney(product.unitPrice, product.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.uom')}>{t(`uoms.${product.uom}`)}</Descriptions.Item>
            <Descriptions.Item label={t('products.form.unitsPerPack')}>
              {product.unitsPerPack}
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.category')}>
              {product.categoryName ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.size')}>{product.size ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('products.form.color')}>{product.color ?? none}</Descriptions.Item>
            <Descriptions.Item label={t('products.form.material')}>
              {product.material ?? none}
            </Descriptions.Item>
            <Descriptions.Item label={t('products.form.description')}>
              {product.description ?? none}
            </Descriptions.Item>
          </Descriptions>
          <ProductMeasures product={product} />
        </Space>
      )}
    </Modal>
  );
}

/**
 * The per-unit measures the supplier entered, which freight and invoices are computed
 * from: shown so she can check them without opening the edit form.
 */
export function ProductMeasures({ product }: { product: Product }) {
  const { t } = useTranslation('supplier');
  // As entered: a per-unit volume such as 0.0004 m³ must not be rounded away.
  const shown = (v: number | null | undefined) =>
    v === null || v === undefined ? t('products.details.none') : String(v);
  return (
    <Descriptions column={{ xs: 1, sm: 3 }} size="small" bordered data-testid="product-measures">
      <Descriptions.Item label={t('products.form.netWeightKg')}>
        {shown(product.netWeightKg)}
      </Descriptions.Item>
      <Descriptions.Item label={t('products.form.grossWeightKg')}>
        {shown(product.grossWeightKg)}
      </Descriptions.Item>
      <Descriptions.Item label={t('products.form.cbm')}>{shown(product.cbm)}</Descriptions.Item>
    </Descriptions>
  );
}
