import Papa from 'papaparse';
import {
  hasRequiredHeader,
  importColumns,
  isCsvFileName,
  readImportRow,
  roundProductsTemplateCsv,
  ROUND_PRODUCTS_TEMPLATE_FILE,
} from '@marketplace/domain';

export type CsvPreview =
  { ok: true; rows: number; failing: number } | { ok: false; reason: 'invalidFile' | 'invalidFormat' };

/**
 * Reads the chosen file in the browser for the preview (spec §5): the name, the header and how
 * many rows look importable. The server re-checks everything; this only answers early.
 */
export function previewCsv(file: File): Promise<CsvPreview> {
  if (!isCsvFileName(file.name)) return Promise.resolve({ ok: false, reason: 'invalidFile' });
  return new Promise((resolve) => {
    let header: string[] | null = null;
    let columns = importColumns([]);
    let rows = 0;
    let failing = 0;
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      step: (result, parser) => {
        if (!header) {
          header = result.data;
          if (!hasRequiredHeader(header)) {
            parser.abort();
            resolve({ ok: false, reason: 'invalidFormat' });
          }
          columns = importColumns(header);
          return;
        }
        rows += 1;
        if (!readImportRow(result.data, columns).ok) failing += 1;
      },
      complete: () => resolve(header ? { ok: true, rows, failing } : { ok: false, reason: 'invalidFormat' }),
      error: () => resolve({ ok: false, reason: 'invalidFormat' }),
    });
  });
}

/** Saves the template (spec §9) as round_products_template.csv. */
export function downloadTemplate(): void {
  const blob = new Blob([roundProductsTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ROUND_PRODUCTS_TEMPLATE_FILE;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
