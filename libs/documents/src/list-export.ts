import type { Request, Response } from 'express';
import type { ExportQuery } from '@marketplace/contracts';
import { EXPORT_TEXTS, type ExportTexts } from '@marketplace/i18n/document-texts';
import {
  exportColumns,
  exportLanguage,
  exportTimeZone,
  sendExport,
  type ExportColumnKind,
  type ExportRow,
} from '@marketplace/service-kit/http';

type ColumnKey = keyof ExportTexts['columns'];

/** What a list's export holds, given the texts of the file's language. */
export interface ListExport {
  /** The file name's stem (`orders` → `orders-2026-11-26.csv`). */
  name: string;
  sheet: keyof ExportTexts['sheets'];
  /** `[column, kind]`, or `[column, kind, decimals]` for a number column. */
  columns: readonly (
    readonly [ColumnKey, ExportColumnKind] | readonly [ColumnKey, ExportColumnKind, number]
  )[];
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>;
}

/**
 * Streams a list's export in the caller's language (`?lang=`, else Accept-Language) and time zone,
 * its headers, sheet name, statuses and outcomes from the export texts of libs/i18n.
 */
export async function sendListExport(
  req: Request,
  res: Response,
  query: Pick<ExportQuery, 'format' | 'lang'>,
  build: (texts: ExportTexts) => ListExport | Promise<ListExport>,
): Promise<void> {
  const language = exportLanguage(req, query.lang);
  const texts = EXPORT_TEXTS[language];
  const list = await build(texts);
  await sendExport(res, {
    name: list.name,
    sheet: texts.sheets[list.sheet],
    format: query.format,
    language,
    timeZone: exportTimeZone(req),
    columns: exportColumns(texts.columns, list.columns),
    rows: list.rows,
  });
}
