import { useMemo, useState } from 'react';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { useTranslation } from 'react-i18next';
import { itemsAndUnits } from '@marketplace/i18n';
import type { OrderSnapshot } from '@marketplace/contracts';
import { ORDER_HISTORY_STATUS_FILTERS } from '@marketplace/contracts/constants';
import {
  formatMoney,
  lazyPage,
  LightButton,
  LightCard,
  LightEmpty,
  LightFlex,
  LightText,
  SvgIcon,
  useCursorPages,
  useErrorToast,
  useListSearch,
  ServerPager,
  OnceOpened,
} from '@marketplace/web-kit';
import { CellText, dateColumn, DataTable, type DataColumn } from '@marketplace/web-kit/data-table';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { ListSearch, ListTools, SelectFilter } from '@marketplace/web-kit/list-card';
import { useListOrdersQuery } from '../api/buyer-api';
import { useBuyerNavigate } from '../ui/buyer-links';
import { orderNumber } from '../ui/order-number';
import { OrderStatusTag } from '../ui/order-status-tag';

type StatusFilter = (typeof ORDER_HISTORY_STATUS_FILTERS)[number];

// The details dialog (antd's Modal, the order's lines and timeline) loads when an order is first opened.
const OrderDetailsDialog = lazyPage(() => import('./order-details'), 'OrderDetailsDialog');

/**
 * Spec §2.4 Order History: search and status filter on the server, details in a dialog. Drawn
 * with the kit's light widgets: the page loads no antd on its way to the screen.
 */
export function OrdersPage() {
  const { t } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  const { search, box: searchBox } = useListSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  // A page of 20 at a time, newest first: a team's history grows by thousands a year.
  const pages = useCursorPages({ search, status });
  const { data, error, isFetching } = useListOrdersQuery({
    search,
    status,
    // Left out on the first page: the same request the page's first view read.
    ...pages.params,
  });
  useErrorToast(error, 'buyer:toast.loadOrdersFailed');
  const [opened, setDetails] = useState<OrderSnapshot | null>(null);
  // The dialog follows the list: a change made in it (a line's flex) shows once the list is read again.
  const details = (opened && data?.items.find((o) => o.id === opened.id)) ?? opened;

  const columns = useMemo<DataColumn<OrderSnapshot>[]>(
    () => [
      {
        key: 'order',
        title: t('orders.columns.order'),
        render: (_, o) => (
          <CellText
            strong
            testId="order-number"
            text={orderNumber(o.id)}
            // An approver's list holds the team's orders: each says who placed it.
            note={
              o.placedByName
                ? `${itemsAndUnits(t, o.totalItems, o.totalUnits)} · ${t('orders.placedBy', { name: o.placedByName })}`
                : itemsAndUnits(t, o.totalItems, o.totalUnits)
            }
          />
        ),
      },
      {
        key: 'round',
        title: t('orders.columns.roundSupplier'),
        render: (_, o) => (
          <LightFlex vertical>
            <span>{o.roundTitle}</span>
            <LightText type="secondary">{o.supplierName}</LightText>
          </LightFlex>
        ),
      },
      {
        key: 'status',
        title: t('orders.columns.status'),
        render: (_, o) => <OrderStatusTag status={o.status} />,
      },
      {
        key: 'total',
        nowrap: true,
        title: t('orders.columns.total'),
        render: (_, o) => formatMoney(o.totalValue, o.currency),
      },
      { key: 'items', title: t('orders.columns.items'), render: (_, o) => o.totalItems },
      dateColumn('date', t('orders.columns.date'), (o) => o.createdAt),
      {
        key: 'details',
        actions: true,
        title: t('orders.columns.details'),
        render: (_, o) => (
          <LightButton
            icon={<SvgIcon icon={EyeOutlined} />}
            onClick={() => setDetails(o)}
            data-testid="view-order"
          >
            {t('orders.viewDetails')}
          </LightButton>
        ),
      },
    ],
    [t],
  );

  const noOrdersAtAll = data && data.total === 0;
  return (
    <LightFlex vertical gap="middle">
      <div>
        <LightFlex align="center" gap="small">
          <h2 className="mk-page-title">{t('pages.orders')}</h2>
          <span className="mk-count" data-testid="orders-count">
            {data?.total ?? 0}
          </span>
        </LightFlex>
        <LightText type="secondary">{t('orders.subtitle')}</LightText>
      </div>
      <LightCard>
        <LightFlex vertical gap="middle">
          <ListTools>
            <ListSearch
              name="orders"
              {...searchBox}
              placeholder={t('orders.searchPlaceholder')}
              maxWidth={420}
            />
            <LightFlex wrap gap="middle">
              <SelectFilter<StatusFilter>
                testId="orders-status-filter"
                label={t('orders.statusFilter.label')}
                value={status}
                onChange={setStatus}
                options={ORDER_HISTORY_STATUS_FILTERS.map((value) => ({
                  value,
                  label: t(`orders.statusFilter.${value}`),
                }))}
              />
              <ExportButton
                apiBase="/api/buyer"
                path="/orders/export"
                filters={{ search, status }}
                testId="orders-export"
              />
            </LightFlex>
          </ListTools>
          {noOrdersAtAll ? (
            <div data-testid="orders-empty">
              <LightEmpty
                description={
                  <>
                    {t('orders.emptyTitle')}
                    <br />
                    {t('orders.emptyText')}
                  </>
                }
              >
                <LightButton variant="primary" onClick={() => navigate('rounds')}>
                  {t('browseRounds')}
                </LightButton>
              </LightEmpty>
            </div>
          ) : (
            <div data-testid="orders-table">
              <DataTable<OrderSnapshot>
                columns={columns}
                dataSource={data?.items ?? []}
                loading={isFetching}
                locale={{ emptyText: t('orders.noMatch') }}
                pagination={false}
              />
              <ServerPager testId="orders-pages" pages={pages} nextCursor={data?.nextCursor} />
            </div>
          )}
        </LightFlex>
      </LightCard>
      <OnceOpened open={opened !== null}>
        <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
      </OnceOpened>
    </LightFlex>
  );
}
