import { SupplierProblemCodes } from '@marketplace/contracts/constants';
import { toProblem } from '@marketplace/web-kit';

/**
 * True when the service refused because the user has no company (spec §5). Apart from the page
 * that says so (failure.tsx, antd's Result), so the dashboard can ask without loading antd.
 */
export function isNoCompany(error: unknown): boolean {
  return !!error && toProblem(error).code === SupplierProblemCodes.noCompany;
}
