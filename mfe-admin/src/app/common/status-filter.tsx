import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCursorPages, useErrorToast, useListSearch } from '@marketplace/web-kit';
import { SelectFilter } from '@marketplace/web-kit/list-card';

const STATUS_TEXTS = { rounds: 'roundStatus', orders: 'orderStatus' } as const;

/**
 * The status filter of the admin's rounds and orders lists: All, then each status by its name
 * (the status's label every list shows, `common:roundStatus` / `common:orderStatus`). Test id
 * `<list>-status-filter`.
 */
export function StatusFilter<Filter extends string>({
  list,
  filters,
  value,
  onChange,
}: {
  list: 'rounds' | 'orders';
  filters: readonly Filter[];
  value: Filter;
  onChange: (value: Filter) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SelectFilter<Filter>
      testId={`${list}-status-filter`}
      label={t(`${list}.statusFilter.label`)}
      value={value}
      onChange={onChange}
      options={filters.map((filter) => ({
        value: filter,
        label: filter === 'all' ? t(`${list}.statusFilter.all`) : t(`common:${STATUS_TEXTS[list]}.${filter}`),
      }))}
    />
  );
}

/**
 * What the admin's rounds and orders pages read: the search box's text, the status filter (the
 * first of `filters`, All, to start with) and the list read with both, and for a list the server
 * pages (orders) the page shown (`pages`); a failed read is the page's toast (spec §8).
 */
export function useStatusList<Filter extends string, Result>(
  list: 'rounds' | 'orders',
  filters: readonly Filter[],
  useList: (query: { search: string; status: Filter; cursor?: string }) => {
    data?: Result;
    error?: unknown;
    isFetching: boolean;
  },
) {
  const { search, box } = useListSearch();
  const [status, setStatus] = useState<Filter>(filters[0]!);
  const pages = useCursorPages({ search, status });
  const { data, error, isFetching } = useList({
    search,
    status,
    // Left out on the first page: the same request the page's first view read.
    ...pages.params,
  });
  useErrorToast(error, `admin:${list}.loadFailed`);
  return { search, searchBox: box, status, setStatus, data, isFetching, pages };
}
