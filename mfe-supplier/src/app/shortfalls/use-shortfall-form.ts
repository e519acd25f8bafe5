import { useEffect, useRef, useState } from 'react';
import type { Shortfall } from '@marketplace/contracts';
import { toProblem, useFailureToast } from '@marketplace/web-kit';
import {
  shortfallConfirmKey,
  shortfallPreviewKey,
  useConfirmShortfallMutation,
  usePreviewShortfallMutation,
} from './shortfalls-api';

/** The pack size a refused quantity names (`shortfalls.not_whole_packs` says it in its params). */
function packSizeOf(error: unknown): number | undefined {
  if (!error) return undefined;
  const size = Number(toProblem(error).params?.unitsPerPack);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/**
 * The shortfall form's state: the product and the units that arrived, previewing them and
 * confirming the preview. The last preview and confirmation are the store's (`fixedCacheKey`), so
 * the form starts from a kept preview's product and units.
 */
export function useShortfallForm(roundId: string) {
  const failure = useFailureToast();
  const [preview, previewed] = usePreviewShortfallMutation({ fixedCacheKey: shortfallPreviewKey(roundId) });
  const [confirm, confirmed] = useConfirmShortfallMutation({ fixedCacheKey: shortfallConfirmKey(roundId) });
  const [productId, setProductId] = useState<string | null>(previewed.data?.roundProductId ?? null);
  const [delivered, setDelivered] = useState<number | null>(previewed.data?.delivered ?? null);

  // Reopened, the dialog starts afresh: the kept answers go when it closes.
  const resets = useRef({ preview: previewed.reset, confirm: confirmed.reset });
  resets.current = { preview: previewed.reset, confirm: confirmed.reset };
  useEffect(
    () => () => {
      resets.current.preview();
      resets.current.confirm();
    },
    [],
  );

  /** A preview is of one product and one quantity: changing either puts it away. */
  const changed = () => {
    if (previewed.data || previewed.error) previewed.reset();
    if (confirmed.data || confirmed.error) confirmed.reset();
  };

  const ask = async () => {
    if (!productId || delivered === null) return;
    if (confirmed.data || confirmed.error) confirmed.reset();
    const result = await preview({ roundId, body: { roundProductId: productId, delivered } });
    if ('error' in result && result.error) failure('supplier:shortfalls.toast.previewFailed', result.error);
  };

  // What is confirmed is what was previewed: the figures the supplier read.
  const settle = async (shown: Shortfall) => {
    const body = { roundProductId: shown.roundProductId, delivered: shown.delivered };
    const result = await confirm({ roundId, body });
    if ('error' in result && result.error) {
      failure('supplier:shortfalls.toast.confirmFailed', result.error);
      return;
    }
    previewed.reset();
    setProductId(null);
    setDelivered(null);
  };

  return {
    productId,
    chooseProduct: (value: string) => {
      setProductId(value);
      changed();
    },
    delivered,
    enterDelivered: (value: number | null) => {
      setDelivered(value);
      changed();
    },
    ask,
    settle,
    previewed,
    confirmed,
    problem: confirmed.error ?? previewed.error,
    packSize:
      (previewed.data?.roundProductId === productId ? previewed.data?.unitsPerPack : undefined) ??
      packSizeOf(previewed.error),
  };
}

export type ShortfallFormState = ReturnType<typeof useShortfallForm>;
