import { useState } from 'react';
import type { OrderSnapshot } from '@marketplace/contracts';
import type { ORDER_HISTORY_STATUS_FILTERS } from '@marketplace/contracts/constants';
import { useCursorPages, useErrorToast, useListSearch } from '@marketplace/web-kit';
import { useListOrdersQuery } from '../api/buyer-api';

export type StatusFilter = (typeof ORDER_HISTORY_STATUS_FILTERS)[number];

/**
 * Order History's state: the search and status filter (both answered by the server), the page
 * of orders read, and the order whose details are open.
 */
export function useOrderHistory() {
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
  return { search, searchBox, status, setStatus, pages, data, isFetching, opened, details, setDetails };
}
