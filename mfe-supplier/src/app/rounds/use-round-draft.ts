import { useCallback, useEffect, useState, type Key } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult, PriceBreakView, Product, RoundProductInput } from '@marketplace/contracts';
import { DEFAULT_MOQ } from '@marketplace/contracts/constants';
import { useFeedback } from '@marketplace/web-kit';
import { useCreateRoundMutation } from '../api/rounds-api';
import { useActionToasts } from '../common/failure';
import { priceBreakMessages } from './price-breaks-editor';
import { createRoundBody, roundFormErrors, type RoundFormValues } from './round-form';

/** What the supplier sets on one product of the round being drawn up. */
export interface SelectedProduct {
  name: string;
  sku: string;
  moq: number;
  maxQty: number | null;
  /** Up to three, checked against the product's price (below) as they are typed. */
  priceBreaks: PriceBreakView[];
  /** The catalogue price the breaks must fall below (unknown for an import not in the list: 0 checks nothing extra). */
  unitPrice: number | null;
}

/** The round's products by product id, in the order they were chosen. */
export type RoundSelection = ReadonlyMap<string, SelectedProduct>;

/**
 * The selection after the table's ticks: ticked products keep what was already set on them, new
 * ones start at the round's defaults. Imported products that are not in the visible list stay
 * selected, since the table cannot untick them.
 */
function selectionAfterTicks(
  previous: RoundSelection,
  ticked: readonly Product[],
  visible: readonly Product[] | undefined,
): Map<string, SelectedProduct> {
  const next = new Map<string, SelectedProduct>();
  for (const p of ticked)
    next.set(
      p.id,
      previous.get(p.id) ?? {
        name: p.name,
        sku: p.sku,
        moq: DEFAULT_MOQ,
        maxQty: null,
        priceBreaks: [],
        unitPrice: p.unitPrice,
      },
    );
  for (const [id, s] of previous) if (!visible?.some((p) => p.id === id)) next.set(id, s);
  return next;
}

/** The selection with a CSV file's rows added: a row replaces what was set on its product by hand. */
function selectionWithImport(
  previous: RoundSelection,
  rows: ImportResult['rows'],
): Map<string, SelectedProduct> {
  const next = new Map(previous);
  for (const r of rows)
    next.set(r.productId, {
      name: r.name,
      sku: r.sku,
      moq: r.moq,
      maxQty: r.maxQty,
      priceBreaks: r.priceBreaks ?? [],
      // The service checked the file's breaks against the row's price and checks them again
      // against the catalogue's when the round is created.
      unitPrice: null,
    });
  return next;
}

/** The first product whose breaks the service would refuse, so the save stops before asking it. */
function firstInvalidBreaks(
  selection: RoundSelection,
  t: Parameters<typeof priceBreakMessages>[0],
): [string, SelectedProduct] | undefined {
  return [...selection].find(
    ([, s]) => s.unitPrice !== null && priceBreakMessages(t, s.unitPrice, s.priceBreaks, s.maxQty).length > 0,
  );
}

/** The body's products: breaks are sent only when the supplier set some. */
function roundProductInputs(selection: RoundSelection): RoundProductInput[] {
  return [...selection].map(([productId, s]) => ({
    productId,
    moq: s.moq,
    maxQty: s.maxQty,
    ...(s.priceBreaks.length && { priceBreaks: s.priceBreaks }),
  }));
}

/**
 * The Create Round dialog's products (chosen in the table or imported, each with its MOQ, maximum
 * and breaks), which rows show their breaks, the error shown above the list, and the save. Every
 * opening starts from an empty form and selection.
 */
export function useRoundDraft({
  open,
  form,
  visibleProducts,
  onSaved,
}: {
  open: boolean;
  form: FormInstance<RoundFormValues>;
  /** The table's products: a selected product outside it came from a file. */
  visibleProducts: readonly Product[] | undefined;
  onSaved: () => void;
}) {
  const [selected, setSelected] = useState<Map<string, SelectedProduct>>(new Map());
  const [productsError, setProductsError] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setSelected(new Map());
    setProductsError(null);
    setExpanded([]);
  }, [open, form]);

  // Ticking or importing a product answers "select at least one product", so either clears it.
  const choose = (ticked: Product[]) => {
    setProductsError(null);
    setSelected((previous) => selectionAfterTicks(previous, ticked, visibleProducts));
  };
  const addImported = useCallback((rows: ImportResult['rows']) => {
    setProductsError(null);
    setSelected((previous) => selectionWithImport(previous, rows));
  }, []);
  // Stable, so the table's columns are rebuilt only when the selection or the open rows change.
  const change = useCallback(
    (id: string, patch: Partial<SelectedProduct>) =>
      setSelected((previous) => {
        const next = new Map(previous);
        const current = next.get(id);
        if (current) next.set(id, { ...current, ...patch });
        return next;
      }),
    [],
  );
  const toggleBreaks = useCallback(
    (id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id])),
    [],
  );
  const showBreaks = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys : [...keys, id]));

  const { save, saving } = useSaveRound({ form, selected, setProductsError, showBreaks, onSaved });
  return { selected, productsError, expanded, choose, addImported, change, toggleBreaks, save, saving };
}

/** The save: refuses an empty selection or invalid breaks itself, then puts the service's refusals where they belong. */
function useSaveRound({
  form,
  selected,
  setProductsError,
  showBreaks,
  onSaved,
}: {
  form: FormInstance<RoundFormValues>;
  selected: RoundSelection;
  setProductsError: (message: string) => void;
  showBreaks: (id: string) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { notification } = useFeedback();
  const toasts = useActionToasts();
  const [createRound, creating] = useCreateRoundMutation();

  const save = async (values: RoundFormValues) => {
    if (selected.size === 0) {
      setProductsError(t('rounds.toast.noProducts'));
      notification.error({ message: t('common:error'), description: t('rounds.toast.noProducts') });
      return;
    }
    const badBreaks = firstInvalidBreaks(selected, t);
    if (badBreaks) {
      const message = t('rounds.form.breaksInvalid', { sku: badBreaks[1].sku });
      setProductsError(message);
      showBreaks(badBreaks[0]);
      notification.error({ message: t('common:error'), description: message });
      return;
    }
    try {
      await createRound(createRoundBody(values, roundProductInputs(selected))).unwrap();
      toasts.success('rounds.toast.created');
      onSaved();
    } catch (error) {
      const refused = roundFormErrors(error, t);
      form.setFields(refused.fields);
      if (refused.products) setProductsError(refused.products);
      toasts.failure('rounds.toast.createFailed', error);
    }
  };
  return { save, saving: creating.isLoading };
}
