import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { Product } from '@marketplace/contracts';
import { CardGrid, formatMoney, LightCard, LightFlex, LightText } from '@marketplace/web-kit';
import { type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { ActiveTag } from '@marketplace/web-kit/status-tag';
import { ProductActions, type ProductHandlers } from './product-actions';
import { Cover, Thumb } from './product-pictures';

function ProductStatusTag({ product }: { product: Product }) {
  return <ActiveTag active={product.active} labels="supplier:products.status" />;
}

/** My Products' table columns, rebuilt when the language changes. */
export function useProductsColumns(handlers: ProductHandlers) {
  const { t } = useTranslation('supplier');
  return useMemo<DataColumn<Product>[]>(
    () => [
      {
        key: 'product',
        title: t('products.columns.product'),
        render: (_, p) => (
          <LightFlex align="center" gap="small">
            <Thumb product={p} />
            <LightText strong>{p.name}</LightText>
          </LightFlex>
        ),
      },
      { key: 'sku', nowrap: true, dataIndex: 'sku', title: t('products.columns.sku') },
      {
        key: 'category',
        title: t('products.columns.category'),
        render: (_, p) => p.categoryName ?? '—',
      },
      {
        key: 'price',
        title: t('products.columns.price'),
        render: (_, p) => (
          <span>
            {formatMoney(p.unitPrice, p.currency)} <LightText type="secondary">{perUnit(t, p.uom)}</LightText>
          </span>
        ),
      },
      { key: 'pack', dataIndex: 'unitsPerPack', title: t('products.columns.pack') },
      {
        key: 'status',
        title: t('products.columns.status'),
        render: (_, p) => <ProductStatusTag product={p} />,
      },
      actionsColumn('actions', t('products.columns.actions'), (p) => (
        <ProductActions product={p} handlers={handlers} />
      )),
    ],
    // The handlers only open dialogs and toggle: a new set each render need not rebuild the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
}

/** The grid view: a card per product, its picture on top and its actions below. */
export function ProductsGrid({ items, handlers }: { items: Product[]; handlers: ProductHandlers }) {
  const { t } = useTranslation('supplier');
  return (
    <div data-testid="products-grid">
      <CardGrid>
        {items.map((p) => (
          <LightCard key={p.id} data-testid="product-card">
            <Cover product={p} />
            <LightFlex vertical gap={6}>
              <LightFlex justify="space-between" align="start" gap="small">
                <LightText strong>{p.name}</LightText>
                <ProductStatusTag product={p} />
              </LightFlex>
              <LightText type="secondary">
                {p.sku} · {p.categoryName ?? '—'}
              </LightText>
              <span>
                {formatMoney(p.unitPrice, p.currency)} {perUnit(t, p.uom)}
              </span>
              <ProductActions product={p} handlers={handlers} />
            </LightFlex>
          </LightCard>
        ))}
      </CardGrid>
    </div>
  );
}
