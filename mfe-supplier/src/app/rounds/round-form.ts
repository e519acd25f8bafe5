import type {
  FreightBasis,
  CreateRoundBody,
  RoundEndAction,
  RoundProductInput,
} from '@marketplace/contracts';
import {
  DEFAULT_END_ACTION,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  LAST_CALL_HOURS_DEFAULT,
  ROUND_CURRENCIES,
} from '@marketplace/contracts/constants';
import { problemFieldErrors, type Translate } from '@marketplace/web-kit';
import { localDateTimeToIso } from './round-format';

/** The Create Round form's own fields (the products are chosen beside it). */
export interface RoundFormValues {
  title: string;
  currency: (typeof ROUND_CURRENCIES)[number];
  description?: string;
  openAt?: string;
  closeAt?: string;
  endAction: RoundEndAction;
  extendDays?: number | null;
  /** The round's freight estimate and how buyers share it. */
  freightCost?: number | null;
  freightBasis: FreightBasis;
  /** Hours before the close when buyers of products short of their MOQ hear it. */
  lastCallHours?: number | null;
}

export const ROUND_FORM_FIELDS = [
  'title',
  'currency',
  'description',
  'openAt',
  'closeAt',
  'endAction',
  'extendDays',
  'freightCost',
  'freightBasis',
  'lastCallHours',
] as const satisfies readonly (keyof RoundFormValues)[];
type RoundFormField = (typeof ROUND_FORM_FIELDS)[number];

export const ROUND_FORM_INITIAL_VALUES: Partial<RoundFormValues> = {
  currency: 'USD',
  endAction: DEFAULT_END_ACTION,
  freightBasis: 'gross_weight',
  lastCallHours: LAST_CALL_HOURS_DEFAULT,
};

/** Days typed for "extend once" that the contract accepts: a whole number from 1 to 14. */
export function validExtendDays(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EXTEND_DAYS_MIN &&
    value <= EXTEND_DAYS_MAX
  );
}

/**
 * The POST /rounds body. Days are sent only with "extend once": days typed before switching to
 * another action would otherwise be stored with a round that never extends.
 */
export function createRoundBody(values: RoundFormValues, products: RoundProductInput[]): CreateRoundBody {
  return {
    title: values.title,
    currency: values.currency,
    description: values.description ?? null,
    openAt: localDateTimeToIso(values.openAt),
    closeAt: localDateTimeToIso(values.closeAt),
    endAction: values.endAction,
    extendDays: values.endAction === 'extend_once' ? (values.extendDays ?? null) : null,
    freightCost: values.freightCost ?? null,
    freightBasis: values.freightBasis,
    lastCallHours: values.lastCallHours ?? LAST_CALL_HOURS_DEFAULT,
    products,
  };
}

/**
 * A refused round body, split where the dialog shows it: errors of the form's fields go under
 * those fields (antd `form.setFields`), an error about the products above the product list.
 */
export function roundFormErrors(
  problem: unknown,
  t: Translate,
): { fields: { name: RoundFormField; errors: string[] }[]; products: string | null } {
  const byName = problemFieldErrors(problem, t);
  const productsError = Object.entries(byName).find(
    ([name]) => name === 'products' || name.startsWith('products.'),
  );
  return {
    fields: ROUND_FORM_FIELDS.filter((name) => byName[name]).map((name) => ({
      name,
      errors: [byName[name]!],
    })),
    products: productsError?.[1] ?? null,
  };
}
