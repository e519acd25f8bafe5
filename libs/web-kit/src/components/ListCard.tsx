import type { ReactNode } from 'react';
import { Card, Flex, Input, Segmented, Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { DataTable, type DataColumn } from './DataTable';

/** How every list of the role areas pages: 20 rows, no pager for a single page, no size changer. */
export const LIST_PAGINATION = { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } as const;

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
  return (
    <Input
      data-testid={`${name}-search`}
      allowClear
      prefix={<SearchOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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

/** A list's switch between a few filters (a role, a type, a status): one group, named for screen readers. */
export function SegmentedFilter<Value extends string>({ testId, label, ...choice }: ListFilterProps<Value>) {
  return (
    <div data-testid={testId} role="group" aria-label={label}>
      <Segmented<Value> {...choice} />
    </div>
  );
}

/** A list's choice among many filters (a status): a select named for screen readers, wide enough for the longest. */
export function SelectFilter<Value extends string>({ testId, label, ...choice }: ListFilterProps<Value>) {
  return <Select<Value> data-testid={testId} aria-label={label} style={{ minWidth: 200 }} {...choice} />;
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
 * categories, rounds and orders; the supplier's rounds), laid out and paged the same everywhere.
 * Its own entry point (`@marketplace/web-kit/list-card`): it brings antd's Table, which the kit's
 * index must not.
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
  const table = (
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
  );
  if (!search && !filter) return <Card>{table}</Card>;
  return (
    <Card>
      <Flex vertical gap="middle">
        <Flex wrap gap="middle" justify="space-between" align="center">
          {search && <ListSearch name={name} {...search} />}
          {filter}
        </Flex>
        {table}
      </Flex>
    </Card>
  );
}
