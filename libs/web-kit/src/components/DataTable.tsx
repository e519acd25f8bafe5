import { useMemo, type ReactNode } from 'react';
import { Button, Flex, Table, Tooltip, Typography, type TableColumnType, type TableProps } from 'antd';
// Through the package, not a relative import: this entry point is bundled into each remote's own
// build, and the formatters' language must be the shared i18n's.
import { clampLines, formatDate } from '@marketplace/web-kit';
import { attachStyles } from '../style/attach-styles';

/**
 * A column of a `DataTable`. No `width`, `ellipsis` or `fixed`: its content sets its width, so
 * no column is ever narrower than its longest word (fixed widths left a name 12 px wide at 1280 px,
 * one letter per line, and cut "Currenc/y"), and no fixed layout hides a button.
 */
export type DataColumn<Row> = Omit<TableColumnType<Row>, 'width' | 'ellipsis' | 'fixed' | 'title'> & {
  key: string;
  /** Also the value's label on a phone, where each row is a card. */
  title: string;
  /** A column of buttons (`TableActions`): no label on a phone, the buttons take the card's width. */
  actions?: boolean;
  /**
   * Values read as one token: codes (SKU, order and invoice numbers), dates, amounts. Kept on one
   * line: a browser breaks "DEMO-BOX-01" after its hyphens when the table is tight.
   */
  nowrap?: boolean;
};

export interface DataTableProps<Row> extends Omit<
  TableProps<Row>,
  'columns' | 'scroll' | 'tableLayout' | 'rowKey'
> {
  columns: DataColumn<Row>[];
  rowKey?: TableProps<Row>['rowKey'];
}

/*
 * From 768 px: a table whose columns take the width their content needs (table-layout auto) and
 * break text between words only; when the columns need more than the card, the table scrolls
 * sideways inside it, never the page. Below 768 px (spec §9's mobile breakpoint) each row is a
 * card of label-value lines, the labels being the column titles (`data-label`), as phone apps
 * list records. antd's Typography breaks words anywhere (`word-break: break-word`), which lets a
 * column's minimum width fall to one letter: tables break between words.
 */
const DATA_TABLE_CSS = `
.ant-table-wrapper.mk-table .ant-table-thead>tr>th,.ant-table-wrapper.mk-table .ant-table-tbody>tr>td{overflow-wrap:normal;word-break:normal}
.ant-table-wrapper.mk-table .ant-typography{word-break:normal}
.ant-table-wrapper.mk-table .ant-table-tbody>tr>td.mk-table-nowrap{white-space:nowrap}
.mk-table-actions{display:flex;flex-wrap:nowrap;align-items:center;gap:8px;white-space:nowrap}
@media (max-width:767px){
.ant-table-wrapper.mk-table table{width:100%!important;min-width:0!important}
.ant-table-wrapper.mk-table table,.ant-table-wrapper.mk-table tbody,.ant-table-wrapper.mk-table .ant-table-tbody>tr,.ant-table-wrapper.mk-table .ant-table-tbody>tr>td{display:block}
.ant-table-wrapper.mk-table thead,.ant-table-wrapper.mk-table colgroup{display:none}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row{padding:4px 12px;border:1px solid #f0f0f0;border-radius:8px}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row+tr.ant-table-row{margin-top:12px}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row>td{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 16px;padding:8px 0;border-bottom:1px solid #f5f5f5;background:none;text-align:right}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row>td:last-child{border-bottom:0}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row>td::before{content:attr(data-label);color:rgba(0,0,0,.45);text-align:left}
.ant-table-wrapper.mk-table .ant-table-tbody>tr.ant-table-row>td.mk-table-actions-cell::before{content:none}
.ant-table-wrapper.mk-table .mk-table-value{min-width:0}
.ant-table-wrapper.mk-table .mk-table-actions-cell .mk-table-value{flex:1;text-align:left}
.ant-table-wrapper.mk-table .mk-table-actions{flex-wrap:wrap}
}
`;

/**
 * The product's table (every list page, both areas and the admin's): antd's Table with the layout
 * above. Its own entry point (`@marketplace/web-kit/data-table`): it brings antd's Table, which the
 * kit's index (loaded by every page) must not.
 */
export function DataTable<Row extends object>({
  columns,
  className,
  rowKey,
  size = 'middle',
  ...props
}: DataTableProps<Row>) {
  const laidOut = useMemo(
    () =>
      columns.map(
        ({ actions, nowrap, render, onCell, className: cellClass, ...column }): TableColumnType<Row> => ({
          ...column,
          className:
            [cellClass, actions && 'mk-table-actions-cell', nowrap && 'mk-table-nowrap']
              .filter(Boolean)
              .join(' ') || undefined,
          onCell: (row, index) =>
            ({ ...onCell?.(row, index), 'data-label': column.title }) as ReturnType<
              NonNullable<TableColumnType<Row>['onCell']>
            >,
          // One box per value, so that on a phone the label and the value are the two sides of a line.
          render: (value: unknown, row: Row, index: number) => (
            <div className="mk-table-value">
              {render ? (render(value, row, index) as ReactNode) : (value as ReactNode)}
            </div>
          ),
        }),
      ),
    [columns],
  );
  return (
    <>
      {/* The layout rules drawn with the table, on the server too: a page drawn there paints its
          table laid out before any script has run, and hydrates the same tree. */}
      <style data-mk="data-table" dangerouslySetInnerHTML={{ __html: DATA_TABLE_CSS }} />
      <Table<Row>
        {...props}
        rowKey={rowKey ?? 'id'}
        // Middle cells (12 px of padding, antd's default 16): lists of many columns fit a 1280 px screen.
        size={size}
        className={['mk-table', className].filter(Boolean).join(' ')}
        columns={laidOut}
        tableLayout="auto"
        scroll={{ x: true }}
      />
    </>
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
 * A row's button that shows only an icon: its label is the tooltip and what a screen reader says
 * (a control without a visible label gets an `aria-label`).
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
    <Tooltip title={label}>
      <Button size="small" icon={icon} aria-label={label} data-testid={testId} onClick={onClick} />
    </Tooltip>
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
  return (
    <Flex vertical>
      <Typography.Text strong={strong} data-testid={testId}>
        {text}
      </Typography.Text>
      {note ? (
        <Typography.Text type="secondary">
          {noteLines && typeof note === 'string' ? (
            <span style={clampLines(noteLines)} title={note}>
              {note}
            </span>
          ) : (
            note
          )}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** A row's buttons: on one line in a table, side by side and wrapping on a phone's card. */
export function TableActions({ children }: { children: ReactNode }) {
  attachStyles('data-table', DATA_TABLE_CSS);
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
