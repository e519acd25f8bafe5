import type { NextFunction, Request, Response } from 'express';
import { SupplierProblemCodes } from '@marketplace/contracts';
import { forbidden } from '@marketplace/service-kit/core';
import { callerOf } from '@marketplace/service-kit/http';

/**
 * The company every supplier call is scoped to, from the verified token only. A supplier without
 * one gets the spec's 'No company associated with user' (403, translated by the UI).
 */
export function supplierCompanyOf(req: Request): string {
  const caller = callerOf(req);
  if (!caller.companyId) throw forbidden('No company associated with user', SupplierProblemCodes.noCompany);
  return caller.companyId;
}

/**
 * A route step that refuses a supplier without a company before an upload is read: such a caller
 * uploads nothing, and is told 'No company associated with user' rather than about the file.
 */
export function companyBeforeUpload(req: Request, _res: Response, next: NextFunction): void {
  try {
    supplierCompanyOf(req);
    next();
  } catch (err) {
    next(err);
  }
}
