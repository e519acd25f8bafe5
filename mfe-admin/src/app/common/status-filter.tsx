import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The status filter of the admin's rounds and orders lists: All, then each status by its name
 * (`<list>.statuses.<status>`). Test id `<list>-status-filter`.
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
    <Select<Filter>
      data-testid={`${list}-status-filter`}
      aria-label={t(`${list}.statusFilter.label`)}
      style={{ minWidth: 200 }}
      value={value}
      onChange={onChange}
      options={filters.map((filter) => ({
        value: filter,
        label: filter === 'all' ? t(`${list}.statusFilter.all`) : t(`${list}.statuses.${filter}`),
      }))}
    />
  );
}
