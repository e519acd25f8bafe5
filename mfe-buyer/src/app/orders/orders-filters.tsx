import { useTranslation } from 'react-i18next';
import { ORDER_HISTORY_STATUS_FILTERS } from '@marketplace/contracts/constants';
import { LightFlex } from '@marketplace/web-kit';
import { ExportButton } from '@marketplace/web-kit/export-button';
import { ListSearch, ListTools, SelectFilter } from '@marketplace/web-kit/list-card';
import type { StatusFilter } from './use-order-history';

/** Order History's search, status filter and export of the orders they select. */
export function OrdersFilters({
  search,
  searchBox,
  status,
  onStatus,
}: {
  /** What is searched (the box's text once settled): the export selects the same orders. */
  search: string;
  searchBox: { value: string; onChange: (value: string) => void };
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const { t } = useTranslation('buyer');
  return (
    <ListTools>
      <ListSearch name="orders" {...searchBox} placeholder={t('orders.searchPlaceholder')} maxWidth={420} />
      <LightFlex wrap gap="middle">
        <SelectFilter<StatusFilter>
          testId="orders-status-filter"
          label={t('orders.statusFilter.label')}
          value={status}
          onChange={onStatus}
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
  );
}
