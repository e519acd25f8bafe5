import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package: this entry point is bundled into each remote's own build, and the light
// widgets' stylesheet must be attached once, by the shared kit.
import { LightCard, SearchField } from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';
import { DataTable, LIST_PAGINATION, type DataColumn } from './DataTable';

export { LIST_PAGINATION };

/*
 * antd's Select and Segmented looks (v5, the product's theme) for a native select and a group of
 * radio buttons: a list's filters work with the keyboard and assistive technology as the platform's
 * own controls do, and load no antd.
 */
const LIST_FILTERS_CSS = `
.mk-list-tools{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px}
.mk-list-card{display:flex;flex-direction:column;gap:16px}
.mk-select{box-sizing:border-box;height:32px;padding:0 32px 0 11px;border:1px solid #d9d9d9;border-radius:8px;
background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896' width='12' height='12' fill='rgba(0,0,0,0.25)'%3E%3Cpath d='M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z'/%3E%3C/svg%3E") no-repeat right 11px center;
color:rgba(0,0,0,.88);font:inherit;line-height:30px;appearance:none;cursor:pointer;transition:border-color .2s}
.mk-select:hover{border-color:#4a82ff}
.mk-select:focus-visible{border-color:#1f5eff;outline:0;box-shadow:0 0 0 2px rgba(5,88,255,.1)}
.mk-segmented{display:inline-flex;flex-wrap:wrap;gap:2px;padding:2px;border-radius:8px;background:#f5f5f5}
.mk-segmented label{position:relative;display:inline-flex;align-items:center;min-height:28px;padding:0 11px;
border-radius:6px;color:rgba(0,0,0,.65);cursor:pointer;transition:color .2s,background .2s}
.mk-segmented label:hover{color:rgba(0,0,0,.88);background:rgba(0,0,0,.06)}
.mk-segmented input{position:absolute;opacity:0;width:0;height:0;margin:0}
.mk-segmented label:has(input:checked){background:#fff;color:rgba(0,0,0,.88);box-shadow:0 1px 2px rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px rgba(0,0,0,.02)}
.mk-segmented label:has(input:focus-visible){outline:4px solid #b3ccff;outline-offset:1px}
`;

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
            pagination={LIST_PAGINATION}
            footer={footer === undefined ? undefined : () => footer}
          />
        </div>
      </div>
    </LightCard>
  );
}
