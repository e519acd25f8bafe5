import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the package, not a relative import: this entry point is bundled into each remote's own
// build, and the formatters' language and the light widgets' stylesheet must be the shared ones.
import {
  Busy,
  clampLines,
  formatDate,
  LightButton,
  LightEmpty,
  LightText,
  Pager,
  usePagerLabels,
} from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';
import { DATA_TABLE_CSS } from '../style/list-styles';

/**
 * A column of a `DataTable`. No width: its content sets its width, so no column is ever narrower
 * than its longest word (fixed widths left a name 12 px wide at 1280 px, one letter per line, and
 * cut "Currenc/y"), and no fixed layout hides a button.
 */
export interface DataColumn<Row> {
  key: string;
  /** Also the value's label on a phone, where each row is a card. */
  title: string;
  /** The row's field shown when there is no `render` (and handed to `render` as its value). */
  dataIndex?: Extract<keyof Row, string>;
  // The value is the row's field at `dataIndex`, whose type a column list of mixed fields cannot name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, row: Row, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  className?: string;
  /** A column of buttons (`TableActions`): no label on a phone, the buttons take the card's width. */
  actions?: boolean;
  /**
   * Values read as one token: codes (SKU, order and invoice numbers), dates, amounts. Kept on one
   * line: a browser breaks "DEMO-BOX-01" after its hyphens when the table is tight.
   */
  nowrap?: boolean;
}

/** How a table pages its rows: `false` shows them all. */
export interface TablePaging {
  pageSize: number;
  /** No pager when every row fits one page. */
  hideOnSinglePage?: boolean;
  showSizeChanger?: false;
}

/** How every list of the role areas pages: 20 rows, no pager for a single page, no size changer. */
export const LIST_PAGINATION = { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false } as const;

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  dataSource: readonly Row[];
  /** The row's identity: a field (default `id`) or a function of the row. */
  rowKey?: Extract<keyof Row, string> | ((row: Row) => string);
  /** Rows on their way: a veil with a spinner over the table, marked busy. */
  loading?: boolean;
  locale?: { emptyText?: ReactNode };
  /** `LIST_PAGINATION` unless said otherwise. */
  pagination?: false | TablePaging;
  /** A line under the rows (the list's total). */
  footer?: () => ReactNode;
  /** `small` for a table inside a dialog or a card of a page. */
  size?: 'small' | 'middle';
  /** Attributes of a row's `<tr>` (its test id). */
  onRow?: (row: Row, index: number) => HTMLAttributes<HTMLElement>;
  className?: string;
}

function useTableStyles(): void {
  attachStyles('data-table', DATA_TABLE_CSS);
}

function keyOf<Row>(row: Row, rowKey: DataTableProps<Row>['rowKey']): string {
  if (typeof rowKey === 'function') return rowKey(row);
  return String((row as Record<string, unknown>)[rowKey ?? 'id']);
}

function cellClass<Row>(column: DataColumn<Row>): string | undefined {
  const classes = [
    column.className,
    column.actions && 'mk-table-actions-cell',
    column.nowrap && 'mk-table-nowrap',
    column.align && column.align !== 'left' && `mk-align-${column.align}`,
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** The page shown (kept in range), its rows and the pager's figures. */
function pageOf<Row>(dataSource: readonly Row[], pagination: false | TablePaging, page: number) {
  const pageSize = pagination ? pagination.pageSize : dataSource.length || 1;
  const pageCount = Math.max(1, Math.ceil(dataSource.length / pageSize));
  // A search that leaves fewer rows shows its last page, not an empty one.
  const current = Math.min(page, pageCount);
  const rows = pagination ? dataSource.slice((current - 1) * pageSize, current * pageSize) : dataSource;
  const firstIndex = (current - 1) * pageSize;
  return { pageSize, pageCount, current, rows, firstIndex };
}

/**
 * The product's table (every list page of the three areas), drawn without antd: a list page
 * that shows only the kit's light widgets loads no antd code on its way to the screen. Pages its
 * rows in the browser (`pagination`), and keeps the page in range when the rows change.
 */
export function DataTable<Row extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  locale,
  pagination = LIST_PAGINATION,
  footer,
  size = 'middle',
  onRow,
  className,
}: DataTableProps<Row>) {
  useTableStyles();
  const { t } = useTranslation('common');
  const pagerLabels = usePagerLabels();
  const [page, setPage] = useState(1);
  const { pageSize, pageCount, current, rows, firstIndex } = pageOf(dataSource, pagination, page);
  const tableClass = ['mk-table', size === 'small' && 'mk-table-small', className].filter(Boolean).join(' ');
  const footerText = footer?.();
  return (
    <div className="mk-table-wrapper">
      <Busy busy={loading}>
        <div className="mk-table-scroll">
          <table className={tableClass}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <DataTableBody
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              onRow={onRow}
              firstIndex={firstIndex}
              loading={loading}
              emptyText={locale?.emptyText ?? t('noData')}
            />
          </table>
        </div>
        {footerText !== undefined && footerText !== null && (
          <div className="mk-table-footer">{footerText}</div>
        )}
      </Busy>
      {pagination && !(pagination.hideOnSinglePage === true && pageCount === 1) && (
        <div className="mk-table-pager">
          <Pager
            page={current}
            pageSize={pageSize}
            total={dataSource.length}
            onChange={setPage}
            labels={pagerLabels}
          />
        </div>
      )}
    </div>
  );
}

/** The page's rows, a cell per column; without rows, the veil's room or what says there are none. */
function DataTableBody<Row extends object>({
  columns,
  rows,
  rowKey,
  onRow,
  firstIndex,
  loading,
  emptyText,
}: Pick<DataTableProps<Row>, 'columns' | 'rowKey' | 'onRow'> & {
  rows: readonly Row[];
  /** The index of the page's first row among all the rows. */
  firstIndex: number;
  loading: boolean;
  emptyText: ReactNode;
}) {
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr className="mk-table-placeholder">
          <td colSpan={columns.length}>
            {/* While the first rows are on their way, the veil says so, not "no data". */}
            {loading ? <div style={{ minHeight: 96 }} /> : <LightEmpty description={emptyText} />}
          </td>
        </tr>
      ) : (
        rows.map((row, index) => {
          const key = keyOf(row, rowKey);
          return (
            <tr key={key} data-row-key={key} className="mk-table-row" {...onRow?.(row, firstIndex + index)}>
              {columns.map((column) => {
                const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                return (
                  <td key={column.key} className={cellClass(column)} data-label={column.title}>
                    {/* One box per value, so that on a phone the label and the value are the two sides of a line. */}
                    <div className="mk-table-value">
                      {column.render ? column.render(value, row, firstIndex + index) : (value as ReactNode)}
                    </div>
                  </td>
                );
              })}
            </tr>
          );
        })
      )}
    </tbody>
  );
}

/** A column of the day something happened (`formatDate`), kept on one line. */
export function dateColumn<Row>(
  key: string,
  title: string,
  date: (row: Row) => Parameters<typeof formatDate>[0],
): DataColumn<Row> {
  return { key, nowrap: true, title, render: (_, row) => formatDate(date(row)) };
}

/** A column of a row's buttons (`TableActions`, or one button): no label on a phone. */
export function actionsColumn<Row>(
  key: string,
  title: string,
  buttons: (row: Row) => ReactNode,
): DataColumn<Row> {
  return { key, actions: true, title, render: (_, row) => buttons(row) };
}

/** A right-aligned column of figures: quantities, weights, volumes; amounts also kept on one line. */
export function figureColumn<Row>(
  key: string,
  title: string,
  figure: (row: Row) => ReactNode,
  { nowrap }: { nowrap?: boolean } = {},
): DataColumn<Row> {
  return { key, title, align: 'right', nowrap, render: (_, row) => figure(row) };
}

/**
 * A row's button that shows only an icon: its label is what a screen reader says and the
 * browser's tooltip (a control without a visible label gets an `aria-label`).
 */
export function IconAction({
  label,
  icon,
  testId,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  testId?: string;
  onClick: () => void;
}) {
  return (
    <LightButton
      size="small"
      icon={icon}
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
    />
  );
}

/**
 * A cell's value with, beneath it in secondary text, what goes with it (a SKU, a supplier, items
 * and units); no second line when there is nothing to say.
 */
export function CellText({
  text,
  note,
  strong,
  testId,
  noteLines,
}: {
  text: ReactNode;
  note?: ReactNode;
  strong?: boolean;
  testId?: string;
  /** A long note (a description) cut after this many lines, read whole in its tooltip. */
  noteLines?: number;
}) {
  useTableStyles();
  return (
    <div className="mk-cell">
      <LightText strong={strong} data-testid={testId}>
        {text}
      </LightText>
      {note ? (
        <LightText type="secondary">
          {noteLines && typeof note === 'string' ? (
            <span style={clampLines(noteLines)} title={note}>
              {note}
            </span>
          ) : (
            note
          )}
        </LightText>
      ) : null}
    </div>
  );
}

/** A row's buttons: on one line in a table, side by side and wrapping on a phone's card. */
export function TableActions({ children }: { children: ReactNode }) {
  useTableStyles();
  return <div className="mk-table-actions">{children}</div>;
}

/**
 * An e-mail address that may break after its @ (and, as any text, after a hyphen), never in the
 * middle of a part: a long address then fits a table column or a phone's card.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
