import type { Request, Router } from 'express';
import { CSV_IMPORT_MAX_BYTES, SupplierProblemCodes, importResultSchema } from '@marketplace/contracts';
import { roundProductsTemplateCsv, isCsvFileName, ROUND_PRODUCTS_TEMPLATE_FILE } from '@marketplace/domain';
import { HttpProblem, badRequest } from '@marketplace/service-kit/core';
import { documented, handle, requireRole, singleFileUpload } from '@marketplace/service-kit/http';
import type { SupplierContext } from '../context';
import { importRoundProducts } from '../use-cases/round-import';
import { companyBeforeUpload, supplierCompanyOf } from './caller';

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** One CSV file in field `file`, held in memory up to the limit (the whole import is bounded by it). */
const csvUpload = singleFileUpload('file', CSV_IMPORT_MAX_BYTES, {
  tooLarge: () =>
    new HttpProblem(
      413,
      SupplierProblemCodes.csvTooLarge,
      'Payload Too Large',
      `The file is larger than ${CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB`,
    ),
  failed: (message) => badRequest(SupplierProblemCodes.csvMissing, message),
});

/** Bulk Import (CSV) tab of Create Round (spec §5, §9). */
export function importRoutes(router: Router, ctx: SupplierContext): void {
  const supplier = requireRole('supplier');

  router.get(
    '/rounds/import/template',
    supplier,
    documented(
      { summary: "The CSV template of a round's products", scope: 'rounds:read', file: CSV_CONTENT_TYPE },
      (_req, res) => {
        res.setHeader('Content-Type', CSV_CONTENT_TYPE);
        res.setHeader('Content-Disposition', `attachment; filename="${ROUND_PRODUCTS_TEMPLATE_FILE}"`);
        res.send(roundProductsTemplateCsv());
      },
    ),
  );

  router.post(
    '/rounds/import',
    supplier,
    companyBeforeUpload,
    csvUpload,
    handle(
      {
        summary: "Read a round's products from a CSV file: each row checked, the valid ones returned",
        scope: 'rounds:write',
        upload: 'file',
        response: importResultSchema,
      },
      async (_input, req) => {
        const file = (req as Request & { file?: Express.Multer.File }).file;
        if (!file) throw badRequest(SupplierProblemCodes.csvMissing, 'Choose a CSV file to import');
        if (!isCsvFileName(file.originalname))
          throw badRequest(SupplierProblemCodes.csvNotCsv, 'Invalid File: Please upload a CSV file');
        return importRoundProducts(ctx, supplierCompanyOf(req), file.buffer);
      },
    ),
  );
}
