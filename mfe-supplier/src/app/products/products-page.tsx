import { useMemo, useState } from 'react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import PoweroffOutlined from '@ant-design/icons-svg/es/asn/PoweroffOutlined';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { Product } from '@marketplace/contracts';
import { PRODUCT_STATUS_FILTERS } from '@marketplace/contracts/constants';
import {
  CardGrid,
  formatMoney,
  lazyPage,
  LightButton,
  LightCard,
  LightEmpty,
  LightFlex,
  LightText,
  SvgIcon,
  useListSearch,
  OnceOpened,
} from '@marketplace/web-kit';
import {
  DataTable,
  IconAction,
  LIST_PAGINATION,
  TableActions,
  type DataColumn,
  actionsColumn,
} from '@marketplace/web-kit/data-table';
import { ListSearch, ListTools, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { useListProductsQuery, useUpdateProductMutation } from '../api/catalogue-api';
import { isNoCompany, NoCompany, useActionToasts, useLoadFailureToast } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ActiveTag } from '@marketplace/web-kit/status-tag';

type StatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];
type ProductsView = 'table' | 'grid';

// The dialogs (antd's Modal, Form and Descriptions) load when first opened: the list itself is
// drawn with the kit's light widgets, and the page loads no antd on its way to the screen.
const ProductDetailsDialog = lazyPage(() => import('./product-details-dialog'), 'ProductDetailsDialog');
const ProductFormDialog = lazyPage(() => import('./product-form-dialog'), 'ProductFormDialog');

/** A product's picture, 40 px square, or the picture icon when it has none. */
function Thumb({ product }: { product: Product }) {
  const box = { flex: 'none', width: 40, height: 40, borderRadius: 6 } as const;
  return product.primaryImageUrl ? (
    <img src={product.primaryImageUrl} width={40} height={40} alt="" style={{ ...box, objectFit: 'cover' }} />
  ) : (
    <LightFlex align="center" justify="center" style={{ ...box, background: '#f0f0f0' }}>
      <SvgIcon icon={PictureOutlined} />
    </LightFlex>
  );
}

/**
 * A product card's picture, as antd's card cover: 160 px high, edge to edge along the card's top
 * (out of the light card's 24 px body padding, which stays beneath it); the picture icon when it
 * has none.
 */
function Cover({ product }: { product: Product }) {
  const box = {
    width: 'calc(100% + 48px)',
    height: 160,
    margin: '-24px -24px 24px',
    borderRadius: '8px 8px 0 0',
  } as const;
  return product.primaryImageUrl ? (
    <img src={product.primaryImageUrl} alt="" style={{ ...box, display: 'block', objectFit: 'cover' }} />
  ) : (
    <LightFlex align="center" justify="center" style={{ ...box, background: '#f5f5f5', fontSize: 32 }}>
      <SvgIcon icon={PictureOutlined} />
    </LightFlex>
  );
}

/**
 * My Products (spec §2.5): search and status run on the server; table or grid. Drawn with the
 * kit's light widgets: the page loads no antd on its way to the screen.
 */
export function ProductsPage() {
  const { t } = useTranslation('supplier');
  const toasts = useActionToasts();
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<ProductsView>('table');
  const [details, setDetails] = useState<Product | null>(null);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const { data, error, isFetching } = useListProductsQuery({ search, status });
  const [updateProduct] = useUpdateProductMutation();
  useLoadFailureToast(error, 'products.toast.loadFailedLong');

  const toggle = async (product: Product) => {
    try {
      await updateProduct({ id: product.id, body: { active: !product.active } }).unwrap();
      toasts.success(product.active ? 'products.toast.deactivated' : 'products.toast.activated');
    } catch (err) {
      toasts.failure('products.toast.statusFailed', err);
    }
  };

  const actions = (product: Product) => (
    <TableActions>
      {/* An icon with its name as a tooltip, as Sales History's row actions: the row keeps its
          three actions in view at 1280 px. */}
      <IconAction
        label={t('products.actions.view')}
        icon={<SvgIcon icon={EyeOutlined} />}
        onClick={() => setDetails(product)}
      />
      <LightButton
        size="small"
        icon={<SvgIcon icon={EditOutlined} />}
        onClick={() => setEditing({ product })}
      >
        {t('products.actions.edit')}
      </LightButton>
      <LightButton
        size="small"
        icon={<SvgIcon icon={PoweroffOutlined} />}
        danger={product.active}
        onClick={() => void toggle(product)}
      >
        {t(product.active ? 'products.actions.deactivate' : 'products.actions.activate')}
      </LightButton>
    </TableActions>
  );

  const statusTag = (product: Product) => (
    <ActiveTag active={product.active} labels="supplier:products.status" />
  );

  const columns = useMemo<DataColumn<Product>[]>(
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
      { key: 'status', title: t('products.columns.status'), render: (_, p) => statusTag(p) },
      actionsColumn('actions', t('products.columns.actions'), (p) => actions(p)),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  if (isNoCompany(error)) return <NoCompany />;
  const items = data?.items ?? [];
  return (
    <LightFlex vertical gap="middle">
      <PageHeader
        title={t('pages.products')}
        subtitle={t('products.subtitle')}
        add={{
          label: t('products.add'),
          testId: 'add-product',
          onClick: () => setEditing({ product: null }),
        }}
      />
      <LightCard>
        <LightFlex vertical gap="middle">
          <ListTools>
            <ListSearch
              name="products"
              value={searchBox.value}
              onChange={searchBox.onChange}
              placeholder={t('products.searchPlaceholder')}
            />
            <LightFlex wrap gap="small" align="center">
              <SegmentedFilter<StatusFilter>
                testId="products-status-filter"
                label={t('products.statusFilter.label')}
                value={status}
                onChange={setStatus}
                options={PRODUCT_STATUS_FILTERS.map((value) => ({
                  value,
                  label: t(`products.statusFilter.${value}`),
                }))}
              />
              <SegmentedFilter<ProductsView>
                testId="products-view"
                label={t('products.view.label')}
                value={view}
                onChange={setView}
                options={[
                  { value: 'table', label: t('products.view.table') },
                  { value: 'grid', label: t('products.view.grid') },
                ]}
              />
            </LightFlex>
          </ListTools>
          {view === 'table' ? (
            <div data-testid="products-table">
              <DataTable<Product>
                columns={columns}
                dataSource={items}
                loading={isFetching}
                locale={{ emptyText: t('products.empty') }}
                pagination={LIST_PAGINATION}
                footer={data ? () => t('products.total', { count: data.total }) : undefined}
              />
            </div>
          ) : items.length === 0 ? (
            <LightEmpty description={t('products.empty')} />
          ) : (
            <div data-testid="products-grid">
              <CardGrid>
                {items.map((p) => (
                  <LightCard key={p.id} data-testid="product-card">
                    <Cover product={p} />
                    <LightFlex vertical gap={6}>
                      <LightFlex justify="space-between" align="start" gap="small">
                        <LightText strong>{p.name}</LightText>
                        {statusTag(p)}
                      </LightFlex>
                      <LightText type="secondary">
                        {p.sku} · {p.categoryName ?? '—'}
                      </LightText>
                      <span>
                        {formatMoney(p.unitPrice, p.currency)} {perUnit(t, p.uom)}
                      </span>
                      {actions(p)}
                    </LightFlex>
                  </LightCard>
                ))}
              </CardGrid>
            </div>
          )}
        </LightFlex>
      </LightCard>
      <OnceOpened open={details !== null}>
        <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
      </OnceOpened>
      <OnceOpened open={editing !== null}>
        <ProductFormDialog
          open={!!editing}
          product={editing?.product ?? null}
          onClose={() => setEditing(null)}
        />
      </OnceOpened>
    </LightFlex>
  );
}
