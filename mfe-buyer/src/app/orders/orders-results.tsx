import { useTranslation } from 'react-i18next';
import type { BuyerOrdersResponse, OrderSnapshot } from '@marketplace/contracts';
import { LightButton, LightEmpty, ServerPager, type CursorPages } from '@marketplace/web-kit';
import { DataTable } from '@marketplace/web-kit/data-table';
import { useBuyerNavigate } from '../ui/buyer-links';
import { useOrderColumns } from './orders-columns';

/** What a buyer without a single order sees instead of an empty table: a way to the rounds. */
export function NoOrdersYet() {
  const { t } = useTranslation('buyer');
  const navigate = useBuyerNavigate();
  return (
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
  );
}

/** The page of orders read, and the pager to the next. */
export function OrdersTable({
  data,
  isFetching,
  pages,
  onView,
}: {
  data: BuyerOrdersResponse | undefined;
  isFetching: boolean;
  pages: CursorPages;
  onView: (order: OrderSnapshot) => void;
}) {
  const { t } = useTranslation('buyer');
  const columns = useOrderColumns(onView);
  return (
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
  );
}
