import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { PRODUCT_STATUS_FILTERS } from '@marketplace/contracts/constants';
import { lazyPage, LightCard, LightEmpty, LightFlex, useListSearch, OnceOpened } from '@marketplace/web-kit';
import { DataTable, LIST_PAGINATION } from '@marketplace/web-kit/data-table';
import { ListSearch, ListTools, SegmentedFilter } from '@marketplace/web-kit/list-card';
import { useListProductsQuery } from '../api/catalogue-api';
import { isNoCompany, NoCompany, useLoadFailureToast } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { useToggleProductActive, type ProductHandlers } from './product-actions';
import { ProductsGrid, useProductsColumns } from './products-views';

type StatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];
type ProductsView = 'table' | 'grid';

// The dialogs (antd's Modal, Form and Descriptions) load when first opened: the list itself is
// drawn with the kit's light widgets, and the page loads no antd on its way to the screen.
const ProductDetailsDialog = lazyPage(() => import('./product-details-dialog'), 'ProductDetailsDialog');
const ProductFormDialog = lazyPage(() => import('./product-form-dialog'), 'ProductFormDialog');

interface ProductsToolsProps {
  searchBox: ReturnType<typeof useListSearch>['box'];
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  view: ProductsView;
  onView: (view: ProductsView) => void;
}

/** The list's search, its status filter and the table/grid switch. */
function ProductsTools({ searchBox, status, onStatus, view, onView }: ProductsToolsProps) {
  const { t } = useTranslation('supplier');
  return (
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
          onChange={onStatus}
          options={PRODUCT_STATUS_FILTERS.map((value) => ({
            value,
            label: t(`products.statusFilter.${value}`),
          }))}
        />
        <SegmentedFilter<ProductsView>
          testId="products-view"
          label={t('products.view.label')}
          value={view}
          onChange={onView}
          options={[
            { value: 'table', label: t('products.view.table') },
            { value: 'grid', label: t('products.view.grid') },
          ]}
        />
      </LightFlex>
    </ListTools>
  );
}

/**
 * My Products (spec §2.5): search and status run on the server; table or grid. Drawn with the
 * kit's light widgets: the page loads no antd on its way to the screen.
 */
export function ProductsPage() {
  const { t } = useTranslation('supplier');
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<ProductsView>('table');
  const [details, setDetails] = useState<Product | null>(null);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const { data, error, isFetching } = useListProductsQuery({ search, status });
  const toggleActive = useToggleProductActive();
  useLoadFailureToast(error, 'products.toast.loadFailedLong');
  const handlers: ProductHandlers = {
    view: setDetails,
    edit: (product) => setEditing({ product }),
    toggleActive: (product) => void toggleActive(product),
  };
  const columns = useProductsColumns(handlers);

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
          <ProductsTools
            searchBox={searchBox}
            status={status}
            onStatus={setStatus}
            view={view}
            onView={setView}
          />
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
            <ProductsGrid items={items} handlers={handlers} />
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
