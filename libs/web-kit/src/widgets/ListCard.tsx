import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package: this entry point is bundled into each remote's own build, and the light
// widgets' stylesheet must be attached once, by the shared kit.
import { LightCard, SearchField, ServerPager, type CursorPages } from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';
import { LIST_FILTERS_CSS } from '../style/list-styles';
import { DataTable, LIST_PAGINATION, type DataColumn } from './DataTable';

function useListStyles(): void {
  attachStyles('list-card', LIST_FILTERS_CSS);
}

export interface ListSearchProps {
  /** The list's name: test id `<name>-search`. */
  name: string;
  /** The search text (debounced by the page). */
  value: string;
  onChange: (value: string) => void;
  /** Also the box's label. */
  placeholder: string;
  maxWidth?: number;
}

/** A list's search box. */
export function ListSearch({ name, value, onChange, placeholder, maxWidth = 360 }: ListSearchProps) {
  const { t } = useTranslation('common');
  return (
    <SearchField
      data-testid={`${name}-search`}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      clearLabel={t('clear')}
      style={{ maxWidth }}
    />
  );
}

export interface ListFilterProps<Value extends string> {
  /** The filter's test id (`users-role-filter`, `orders-status-filter` …). */
  testId: string;
  /** What the choices filter by, for screen readers (the filter shows no label). */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: { value: Value; label: string }[];
}

/** A list's switch between a few filters (a role, a type, a status): one group of radio buttons, named for screen readers. */
export function SegmentedFilter<Value extends string>({
  testId,
  label,
  value,
  onChange,
  options,
}: ListFilterProps<Value>) {
  useListStyles();
  return (
    <div data-testid={testId} role="radiogroup" aria-label={label} className="mk-segmented">
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={testId}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/** A list's choice among many filters (a status): the platform's select, named for screen readers, wide enough for the longest. */
export function SelectFilter<Value extends string>({
  testId,
  label,
  value,
  onChange,
  options,
}: ListFilterProps<Value>) {
  useListStyles();
  return (
    <select
      className="mk-select"
      data-testid={testId}
      aria-label={label}
      style={{ minWidth: 200 }}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A list's search and filters, on one line that wraps on a narrow screen. */
export function ListTools({ children }: { children: ReactNode }) {
  useListStyles();
  return <div className="mk-list-tools">{children}</div>;
}

export interface ListCardProps<Row> {
  /** The list's name: test ids `<name>-search` and `<name>-table`. */
  name: string;
  /** The search box, if the list has one. */
  search?: Omit<ListSearchProps, 'name'>;
  /** The page's own filter (a status select, a role or type switch). */
  filter?: ReactNode;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  empty: string;
  /** The footer's count ("Total: 12 …"), once the list has loaded. */
  footer?: string;
  /**
   * A long list the server pages by cursor (`useCursorPages`): `rows` is one page, shown whole,
   * with Previous and Next under it. Without it the table pages the rows it is given.
   */
  serverPages?: { pages: CursorPages; nextCursor: string | null | undefined };
}

/**
 * The search box, the filter and the table of a list page (the admin's users, companies,
 * categories, rounds and orders; the supplier's rounds), laid out and paged the same everywhere,
 * drawn with the kit's light widgets: no antd code comes with it.
 */
export function ListCard<Row extends { id: string }>({
  name,
  search,
  filter,
  columns,
  rows,
  loading,
  empty,
  footer,
  serverPages,
}: ListCardProps<Row>) {
  useListStyles();
  return (
    <LightCard>
      <div className="mk-list-card">
        {(search || filter) && (
          <ListTools>
            {search && <ListSearch name={name} {...search} />}
            {filter}
          </ListTools>
        )}
        <div data-testid={`${name}-table`}>
          <DataTable<Row>
            columns={columns}
            dataSource={rows ?? []}
            loading={loading}
            locale={{ emptyText: empty }}
            pagination={serverPages ? false : LIST_PAGINATION}
            footer={footer === undefined ? undefined : () => footer}
          />
        </div>
        {serverPages && (
          <ServerPager
            testId={`${name}-pages`}
            pages={serverPages.pages}
            nextCursor={serverPages.nextCursor}
          />
        )}
      </div>
    </LightCard>
  );
}
