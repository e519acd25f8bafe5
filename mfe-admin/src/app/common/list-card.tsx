import type { ReactNode } from 'react';
import { Card, Flex, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { DataTable, type DataColumn } from '@marketplace/web-kit/src/components/DataTable';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

export interface ListCardProps<Row> {
  /** The list's name: test ids `<name>-search` and `<name>-table`. */
  name: string;
  /** The search box: its text (debounced by the page) and placeholder, which is also its label. */
  search: { value: string; onChange: (value: string) => void; placeholder: string; maxWidth?: number };
  /** The page's own filter (a status select, a role or type switch). */
  filter: ReactNode;
  columns: DataColumn<Row>[];
  rows: Row[] | undefined;
  loading: boolean;
  empty: string;
  /** The footer's count ("Total: 12 …"), once the list has loaded. */
  footer: string | undefined;
}

/**
 * The search box, the filter and the table of an admin list page (users, companies, rounds,
 * orders), laid out and paged the same everywhere.
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
  return (
    <Card>
      <Flex vertical gap="middle">
        <Flex wrap gap="middle" justify="space-between" align="center">
          <Input
            data-testid={`${name}-search`}
            allowClear
            prefix={<SearchOutlined />}
            placeholder={search.placeholder}
            aria-label={search.placeholder}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
            style={{ maxWidth: search.maxWidth ?? 360 }}
          />
          {filter}
        </Flex>
        <div data-testid={`${name}-table`}>
          <DataTable<Row>
            columns={columns}
            dataSource={rows ?? []}
            loading={loading}
            locale={{ emptyText: empty }}
            pagination={{ pageSize: ADMIN_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
            footer={footer === undefined ? undefined : () => footer}
          />
        </div>
      </Flex>
    </Card>
  );
}
