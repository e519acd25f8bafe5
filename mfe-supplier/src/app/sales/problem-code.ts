import { SalesProblemCodes } from '@marketplace/contracts/constants';

export { SalesProblemCodes };

/** The `code` of an RTK Query error (a problem), if any. */
export function toProblemCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
