import { useMemo, type Key, type ReactNode } from 'react';
import { Alert, Button, Flex, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@marketplace/contracts';
import { CellText } from '@marketplace/web-kit/data-table';
import { PriceBreaksEditor } from './price-breaks-editor';
import type { RoundSelection, SelectedProduct } from './use-round-draft';

type ProductColumn = TableColumnsType<Product>[number];
type ChangeProduct = (id: string, patch: Partial<SelectedProduct>) => void;

/** "Products", how many are selected, and why the selection was refused (empty, bad breaks, the service's reason). */
export function RoundProductsHeading({ count, error }: { count: number; error: string | null }) {
  const { t } = useTranslation('supplier');
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('rounds.form.products')}
        </Typography.Title>
        <Typography.Text data-testid="selected-count">{t('rounds.form.selected', { count })}</Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 8 }} />}
    </>
  );
}

/**
 * The catalogue's active products to tick into the round; a ticked row gets its MOQ, maximum and a
 * button that opens its price breaks in the row below.
 */
export function RoundProductsTable({
  products,
  selected,
  expanded,
  onChoose,
  onChange,
  onToggleBreaks,
}: {
  products: Product[];
  selected: RoundSelection;
  expanded: readonly Key[];
  onChoose: (ticked: Product[]) => void;
  onChange: ChangeProduct;
  onToggleBreaks: (id: string) => void;
}) {
  const { t } = useTranslation('supplier');
  const columns = useMemo(
    () => roundProductColumns(t, selected, expanded, onChange, onToggleBreaks),
    [t, selected, expanded, onChange, onToggleBreaks],
  );
  return (
    <div data-testid="round-products">
      <Table<Product>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={products}
        locale={{ emptyText: t('rounds.form.noActiveProducts') }}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        expandable={{
          // A row unticked with its breaks open keeps its key, so ticking it again shows them again.
          expandedRowKeys: expanded.filter((id) => selected.has(String(id))),
          showExpandColumn: false,
          expandedRowRender: (p) => {
            const s = selected.get(p.id);
            return s ? (
              <PriceBreaksEditor
                sku={p.sku}
                unitPrice={p.unitPrice}
                currency={p.currency}
                maxQty={s.maxQty}
                value={s.priceBreaks}
                onChange={(priceBreaks) => onChange(p.id, { priceBreaks })}
              />
            ) : null;
          },
        }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          onChange: (_keys, rows) => onChoose(rows),
          getCheckboxProps: (p) => ({ 'aria-label': p.name }) as never,
        }}
      />
    </div>
  );
}

/** The table's columns: the product, then what the supplier sets on it once it is in the round. */
function roundProductColumns(
  t: (key: string, options?: Record<string, unknown>) => string,
  selected: RoundSelection,
  expanded: readonly Key[],
  change: ChangeProduct,
  toggleBreaks: (id: string) => void,
): TableColumnsType<Product> {
  /** A column of what the supplier sets on a product once it is in the round (empty until then). */
  const selectedColumn = (
    key: string,
    title: string,
    width: number,
    cell: (product: Product, selection: SelectedProduct) => ReactNode,
  ): ProductColumn => ({
    key,
    title,
    width,
    render: (_, p) => {
      const s = selected.get(p.id);
      return s ? cell(p, s) : null;
    },
  });
  return [
    {
      key: 'product',
      title: t('products.columns.product'),
      render: (_, p) => <CellText text={p.name} note={p.sku} />,
    },
    selectedColumn('moq', t('rounds.form.moq'), 130, (p, s) => (
      <InputNumber
        data-testid={`moq-${p.sku}`}
        min={1}
        precision={0}
        value={s.moq}
        onChange={(v) => change(p.id, { moq: Math.max(1, Number(v) || 1) })}
      />
    )),
    selectedColumn('maxQty', t('rounds.form.maxQty'), 130, (p, s) => (
      <InputNumber
        min={1}
        precision={0}
        placeholder={t('rounds.form.optional')}
        value={s.maxQty ?? undefined}
        onChange={(v) =>
          change(p.id, { maxQty: v === null || v === undefined ? null : Math.max(1, Number(v)) })
        }
      />
    )),
    selectedColumn('priceBreaks', t('rounds.form.priceBreaks'), 120, (p, s) => {
      const open = expanded.includes(p.id);
      return (
        <Button
          size="small"
          type={open ? 'primary' : 'default'}
          data-testid={`breaks-toggle-${p.sku}`}
          aria-expanded={open}
          onClick={() => toggleBreaks(p.id)}
        >
          {t('rounds.form.breaksCount', { count: s.priceBreaks.length })}
        </Button>
      );
    }),
  ];
}
