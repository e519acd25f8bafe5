import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import request from 'supertest';
import type { Express } from 'express';
import { binaryBody } from './binary-body';

/** A downloaded export: the answer, and its file as rows of cells (the header row first). */
export interface ExportDownload {
  res: request.Response;
  rows: unknown[][];
}

/** The rows of a CSV export (its BOM dropped; `;`-separated in Portuguese). */
export function csvRows(file: Buffer): string[][] {
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

/** The rows of the first sheet of an XLSX export, each cell's value as exceljs reads it. */
export async function xlsxRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * GETs `path` of `app` with `token` and reads the export it answers: a non-200 answer has no rows
 * (its problem is `res.body`).
 */
export async function downloadExport(
  app: Express,
  path: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ExportDownload> {
  const call = request(app).get(path).set(headers);
  if (token) call.set('Authorization', `Bearer ${token}`);
  const res = await call.buffer(true).parse(binaryBody);
  if (res.status !== 200)
    return {
      res: { ...res, body: JSON.parse((res.body as Buffer).toString('utf8') || 'null') } as request.Response,
      rows: [],
    };
  const file = res.body as Buffer;
  const rows = /spreadsheetml/.test(res.headers['content-type'] ?? '') ? await xlsxRows(file) : csvRows(file);
  return { res, rows };
}
