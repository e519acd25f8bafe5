import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Flex, Image, Row, Segmented, Space, Tooltip, Typography } from 'antd';
import {
  AppstoreOutlined,
  EditOutlined,
  EyeOutlined,
  PictureOutlined,
  PoweroffOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { perUnit } from '@marketplace/i18n';
import type { Product } from '@marketplace/contracts';
import { PRODUCT_STATUS_FILTERS } from '@marketplace/contracts/constants';
import { formatMoney, useListSearch } from '@marketplace/web-kit';
import { DataTable, TableActions, type DataColumn, actionsColumn } from '@marketplace/web-kit/data-table';
import { LIST_PAGINATION, SegmentedFilter, ListSearch } from '@marketplace/web-kit/list-card';
import { useListProductsQuery, useUpdateProductMutation } from '../api/catalogue-api';
import { isNoCompany, NoCompany, useActionToasts, useLoadFailureToast } from '../common/failure';
import { PageHeader } from '@marketplace/web-kit/page-header';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { ActiveTag } from '@marketplace/web-kit/status-tag';

type StatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];

function Thumb({ product, size = 40 }: { product: Product; size?: number }) {
  return product.primaryImageUrl ? (
    <Image
      src={product.primaryImageUrl}
      width={size}
      height={size}
      preview={false}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      alt=""
    />
  ) : (
    <Flex
      align="center"
      justify="center"
      style={{ width: size, height: size, background: '#f0f0f0', borderRadius: 6 }}
    >
      <PictureOutlined />
    </Flex>
  );
}

/** My Products (spec §2.5): search and status run on the server; table or grid. */
export function ProductsPage() {
  const { t } = useTranslation('supplier');
  const toasts = useActionToasts();
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [view, setView] = useState<'table' | 'grid'>('table');
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
      <Tooltip title={t('products.actions.view')}>
        <Button
          size="small"
          icon={<EyeOutlined />}
          onClick={() => setDetails(product)}
          aria-label={t('products.actions.view')}
        />
      </Tooltip>
      <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ product })}>
        {t('products.actions.edit')}
      </Button>
      <Button
        size="small"
        icon={<PoweroffOutlined />}
        danger={product.active}
        onClick={() => void toggle(product)}
      >
        {t(product.active ? 'products.actions.deactivate' : 'products.actions.activate')}
      </Button>
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
          <Space>
            <Thumb product={p} />
            <Typography.Text strong>{p.name}</Typography.Text>
          </Space>
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
            {formatMoney(p.unitPrice, p.currency)}{' '}
            <Typography.Text type="secondary">{perUnit(t, p.uom)}</Typography.Text>
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
    <Flex vertical gap="middle">
      <PageHeader
        title={t('pages.products')}
        subtitle={t('products.subtitle')}
        add={{
          label: t('products.add'),
          testId: 'add-product',
          onClick: () => setEditing({ product: null }),
        }}
      />
      <Card>
        <Flex vertical gap="middle">
          <Flex wrap gap="middle" justify="space-between" align="center">
            <ListSearch
              name="products"
              value={searchBox.value}
              onChange={searchBox.onChange}
              placeholder={t('products.searchPlaceholder')}
            />
            <Space wrap>
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
              <Segmented<'table' | 'grid'>
                data-testid="products-view"
                value={view}
                onChange={setView}
                options={[
                  { value: 'table', icon: <UnorderedListOutlined />, label: t('products.view.table') },
                  { value: 'grid', icon: <AppstoreOutlined />, label: t('products.view.grid') },
                ]}
              />
            </Space>
          </Flex>
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
            <Empty description={t('products.empty')} />
          ) : (
            <Row gutter={[16, 16]} data-testid="products-grid">
              {items.map((p) => (
                <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
                  <Card
                    data-testid="product-card"
                    cover={
                      p.primaryImageUrl ? (
                        <img src={p.primaryImageUrl} alt="" style={{ height: 160, objectFit: 'cover' }} />
                      ) : (
                        <Flex align="center" justify="center" style={{ height: 160, background: '#f5f5f5' }}>
                          <PictureOutlined style={{ fontSize: 32 }} />
                        </Flex>
                      )
                    }
                  >
                    <Flex vertical gap={6}>
                      <Flex justify="space-between" align="start" gap="small">
                        <Typography.Text strong>{p.name}</Typography.Text>
                        {statusTag(p)}
                      </Flex>
                      <Typography.Text type="secondary">
                        {p.sku} · {p.categoryName ?? '—'}
                      </Typography.Text>
                      <Typography.Text>
                        {formatMoney(p.unitPrice, p.currency)} {perUnit(t, p.uom)}
                      </Typography.Text>
                      {actions(p)}
                    </Flex>
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </Flex>
      </Card>
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
      <ProductFormDialog
        open={!!editing}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
