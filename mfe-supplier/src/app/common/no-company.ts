import { SupplierProblemCodes } from '@marketplace/contracts/constants';
import { toProblem } from '@marketplace/web-kit';

/**
 * True when the service refused because the user has no company (spec §5). The page that says so
 * is failure.tsx's NoCompany.
 */
export function isNoCompany(error: unknown): boolean {
  return !!error && toProblem(error).code === SupplierProblemCodes.noCompany;
}
