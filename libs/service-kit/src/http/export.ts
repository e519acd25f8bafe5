import { once, type EventEmitter } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import type { Request, Response } from 'express';
import ExcelJS from 'exceljs';
import type { Query } from 'mongoose';
import { EXPORT_CONTENT_TYPES, LANGUAGES, type ExportFormat } from '@marketplace/contracts';
import { timeZoneOf } from '@marketplace/contracts/cookies';
import { formatDecimal } from '@marketplace/domain';

/**
 * Spreadsheet exports of list pages, streamed: rows are read one at a time (a database cursor)
 * and written as they come, waiting whenever the client reads slower than the database answers,
 * so a 10,000-order export holds a few rows in memory, never the list.
 */

export type ExportLanguage = (typeof LANGUAGES)[number];

/**
 * The server-side time limit (`maxTimeMS`) of an export's cursor, over all its batches: a whole
 * list takes longer to read than the page a list route answers within the store's default 5 s
 * (FerretDB sorts every matching document before the first batch).
 */
export const EXPORT_QUERY_TIMEOUT_MS = 60_000;
/** How many documents an export's cursor brings per round trip: rows are written as they come. */
export const EXPORT_CURSOR_BATCH = 500;

/**
 * An export's read of its list (`Model.find(filter, projection)`): newest first, as the list
 * pages show it, within EXPORT_QUERY_TIMEOUT_MS, as plain documents through a cursor.
 */
export function exportCursor<T>(query: Query<unknown, unknown>): AsyncIterable<T> {
  return query
    .sort({ createdAt: -1 })
    .maxTimeMS(EXPORT_QUERY_TIMEOUT_MS)
    .lean()
    .cursor({ batchSize: EXPORT_CURSOR_BATCH }) as AsyncIterable<T>;
}
/** How a column is written: money and numbers as numbers, dates as calendar days, text as text. */
export type ExportColumnKind = 'text' | 'money' | 'date' | 'number';
export type ExportValue = string | number | Date | null | undefined;
export type ExportRow = Record<string, ExportValue>;

export interface ExportColumn {
  key: string;
  /** The header text, in the file's language. */
  header: string;
  kind: ExportColumnKind;
  /** Decimals of a `number` column (0 unless said): a percentage may have 1. */
  decimals?: number;
}

export interface ExportFile {
  /** The file name's stem: `orders` → `orders-2026-11-26.xlsx` (the day in the reader's zone). */
  name: string;
  /** The worksheet's name (XLSX), at most 31 characters. */
  sheet: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>;
  format: ExportFormat;
  language: ExportLanguage;
  /** The zone dates are read in (the app's time zone cookie); UTC when unknown. */
  timeZone?: string;
}

/** Columns from `[key, kind]` pairs with their headers from a table of texts in the file's language. */
export function exportColumns<K extends string>(
  headers: Record<K, string>,
  spec: readonly (readonly [K, ExportColumnKind] | readonly [K, ExportColumnKind, number])[],
): ExportColumn[] {
  return spec.map(([key, kind, decimals]) => ({ key, header: headers[key], kind, decimals }));
}

/**
 * The file's language: `lang` when the request names one, else the first of the languages the
 * browser prefers (Accept-Language, by its weights) that the product is written in, else English.
 */
export function exportLanguage(req: Request, lang?: ExportLanguage): ExportLanguage {
  if (lang) return lang;
  const wanted = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const found = LANGUAGES.find((language) => tag === language || tag.startsWith(`${language}-`));
    if (found) return found;
  }
  return 'en';
}

/** The zone the reader's dates are in: the app's time zone cookie, else UTC. */
export function exportTimeZone(req: Request): string {
  return timeZoneOf(req.headers.cookie ?? '') ?? 'UTC';
}

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one, OWASP's CSV injection list) is written with a leading apostrophe, which
 * spreadsheets show as text and never evaluate.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The CSV field separator: a comma in English; a semicolon in Portuguese, where the comma is the
 * decimal separator and a Brazilian or Portuguese Excel splits a double-clicked CSV on `;`.
 */
export const csvSeparator = (language: ExportLanguage): ',' | ';' => (language === 'pt' ? ';' : ',');

/** RFC 4180: a field with the separator, a quote or a line break is quoted, its quotes doubled. */
export function csvField(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Year, month (1-12) and day of `date` in `timeZone`. */
function calendarDay(date: Date, timeZone: string): [number, number, number] {
  const parts = dayFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A calendar day as each language's spreadsheets read it back as a date: ISO `2026-11-26` in
 * English (unambiguous, read as a date by every locale's Excel), `26/11/2026` in Portuguese.
 */
export function exportDateText(date: Date, language: ExportLanguage, timeZone = 'UTC'): string {
  const [y, m, d] = calendarDay(date, timeZone);
  return language === 'pt' ? `${pad(d)}/${pad(m)}/${pad(y, 4)}` : `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The Excel number format of each language's dates (the cell holds a real date). */
const XLSX_DATE_FORMATS: Record<ExportLanguage, string> = { en: 'yyyy-mm-dd', pt: 'dd/mm/yyyy' };

const asDate = (value: ExportValue): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};
const asNumber = (value: ExportValue): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};
const asText = (value: ExportValue): string =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);

/** One CSV cell: numbers with the language's separators, days as the language writes them. */
export function csvCell(
  column: ExportColumn,
  value: ExportValue,
  language: ExportLanguage,
  timeZone: string,
): string {
  const separator = csvSeparator(language);
  switch (column.kind) {
    case 'money':
    case 'number': {
      const n = asNumber(value);
      const decimals = column.kind === 'money' ? 2 : (column.decimals ?? 0);
      return n === null ? '' : csvField(formatDecimal(n, decimals, language), separator);
    }
    case 'date': {
      const date = asDate(value);
      return date ? exportDateText(date, language, timeZone) : '';
    }
    default:
      return csvField(neutralizeFormula(asText(value)), separator);
  }
}

/** Characters XML 1.0 cannot carry: a workbook with one does not open. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** One XLSX cell: real numbers and dates for spreadsheets to compute with, text as plain strings. */
function xlsxCell(column: ExportColumn, value: ExportValue, timeZone: string): string | number | Date | null {
  switch (column.kind) {
    case 'money':
    case 'number':
      return asNumber(value);
    case 'date': {
      const date = asDate(value);
      if (!date) return null;
      // Excel dates have no zone: the reader's calendar day, as midnight of that day.
      const [y, m, d] = calendarDay(date, timeZone);
      return new Date(Date.UTC(y, m - 1, d));
    }
    default:
      // A string cell is never a formula in a workbook: only its text is cleaned.
      return asText(value).replace(XML_INVALID, '');
  }
}

function xlsxFormat(column: ExportColumn, language: ExportLanguage): string | undefined {
  if (column.kind === 'money') return '#,##0.00';
  if (column.kind === 'date') return XLSX_DATE_FORMATS[language];
  if (column.kind === 'number') return column.decimals ? `#,##0.${'0'.repeat(column.decimals)}` : '#,##0';
  return undefined;
}

/** The file's name: its stem and the reader's day, e.g. `orders-2026-11-26.csv`. */
export function exportFileName(
  name: string,
  format: ExportFormat,
  timeZone = 'UTC',
  now = new Date(),
): string {
  return `${name}-${exportDateText(now, 'en', timeZone)}.${format}`;
}

/**
 * Waits for the first of the events (or `ms`), then removes every listener it added: a download
 * waits thousands of times, and listeners left on the response would pile up.
 */
async function firstOf(events: [EventEmitter, string][], ms?: number): Promise<void> {
  const done = new AbortController();
  const settled = (wait: Promise<unknown>) => wait.catch(() => undefined);
  const waits = events.map(([emitter, name]) => settled(once(emitter, name, { signal: done.signal })));
  if (ms) waits.push(settled(setTimeout(ms, undefined, { signal: done.signal })));
  try {
    await Promise.race(waits);
  } finally {
    done.abort();
  }
}

/** Resolves when the response can take more, or has closed (a client that went away). */
async function writable(res: Response): Promise<void> {
  if (!res.writableNeedDrain || res.destroyed) return;
  await firstOf([
    [res, 'drain'],
    [res, 'close'],
  ]);
}

/**
 * The stream between a streamed worksheet and the zip: exceljs writes each committed row into it
 * without waiting, and archiver reads it as fast as it compresses. Waiting for it to drain keeps
 * rows from piling up there when the database answers faster than deflate runs.
 */
function sheetBacklog(sheet: unknown): Backlog | undefined {
  const pipe = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Backlog | undefined;
  return typeof pipe?.once === 'function' && pipe._writableState ? pipe : undefined;
}
/** archiver's PassThrough (readable-stream 2, without `writableNeedDrain`): what it says of its buffer. */
interface Backlog extends EventEmitter {
  _writableState?: { needDrain?: boolean };
}

/** Resolves when the worksheet's backlog has drained (a few seconds at most: a guard, not a rule). */
async function sheetDrained(sheet: unknown, res: Response): Promise<void> {
  const backlog = sheetBacklog(sheet);
  if (!backlog?._writableState?.needDrain || res.destroyed) return;
  await firstOf(
    [
      [backlog, 'drain'],
      [res, 'close'],
    ],
    5_000,
  );
}

/**
 * Streams `file` to the response as an attachment. The first row is read before anything is
 * sent, so a failing query still answers a problem; a failure later cuts the download short
 * (the client sees a broken transfer, never a file that looks whole).
 */
export async function sendExport(res: Response, file: ExportFile): Promise<void> {
  const rows = toAsyncIterator(file.rows);
  const first = await rows.next();
  const timeZone = file.timeZone ?? 'UTC';
  res.status(200);
  res.setHeader('Content-Type', EXPORT_CONTENT_TYPES[file.format]);
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${exportFileName(file.name, file.format, timeZone)}"`,
  );
  res.setHeader('Cache-Control', 'no-store');
  try {
    const remaining = first.done ? emptyRows() : prepend(first.value, rows);
    if (file.format === 'csv') await writeCsv(res, file, remaining, timeZone);
    else await writeXlsx(res, file, remaining, timeZone);
  } catch (err) {
    res.destroy(err as Error);
    throw err;
  } finally {
    await rows.return?.();
  }
}

async function writeCsv(
  res: Response,
  file: ExportFile,
  rows: AsyncIterable<ExportRow>,
  timeZone: string,
): Promise<void> {
  const separator = csvSeparator(file.language);
  // The BOM makes Excel read UTF-8 (accents in names) instead of the system's code page.
  let chunk = `\uFEFF${file.columns.map((c) => csvField(neutralizeFormula(c.header), separator)).join(separator)}\r\n`;
  for await (const row of rows) {
    if (res.destroyed) return;
    chunk += `${file.columns.map((c) => csvCell(c, row[c.key], file.language, timeZone)).join(separator)}\r\n`;
    // Written in pieces of ~64 KiB: one write per row would cost more than the row.
    if (chunk.length >= 65_536) {
      res.write(chunk);
      chunk = '';
      await writable(res);
    }
  }
  if (!res.destroyed) res.end(chunk);
}

async function writeXlsx(
  res: Response,
  file: ExportFile,
  rows: AsyncIterable<ExportRow>,
  timeZone: string,
): Promise<void> {
  // Inline strings (no shared-string table): the table would hold every text until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: res,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(file.sheet.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = file.columns.map((c) => ({
    key: c.key,
    width: Math.min(Math.max(c.header.length + 2, c.kind === 'text' ? 16 : 12), 40),
    style: xlsxFormat(c, file.language) ? { numFmt: xlsxFormat(c, file.language) } : {},
  }));
  const header = sheet.addRow(file.columns.map((c) => c.header.replace(XML_INVALID, '')));
  header.font = { bold: true };
  header.commit();
  let count = 0;
  for await (const row of rows) {
    if (res.destroyed) return;
    sheet.addRow(file.columns.map((c) => xlsxCell(c, row[c.key], timeZone))).commit();
    if (++count % 100 === 0) {
      await sheetDrained(sheet, res);
      await writable(res);
    }
  }
  sheet.commit();
  const ended = Promise.race([once(res, 'finish'), once(res, 'close')]);
  // The workbook's zip is piped into the response and ends it.
  await workbook.commit();
  if (!res.writableFinished && !res.destroyed) await ended;
}

function toAsyncIterator(rows: AsyncIterable<ExportRow> | Iterable<ExportRow>): AsyncIterator<ExportRow> {
  if (Symbol.asyncIterator in rows) return rows[Symbol.asyncIterator]();
  const sync = rows[Symbol.iterator]();
  return {
    next: async () => sync.next(),
    return: async () => sync.return?.() ?? { done: true, value: undefined },
  };
}

async function* prepend(first: ExportRow, rest: AsyncIterator<ExportRow>): AsyncIterable<ExportRow> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

// eslint-disable-next-line require-yield
async function* emptyRows(): AsyncIterable<ExportRow> {
  return;
}

/**
 * Rows read in groups of `size` (a cursor's documents), for exports whose rows need a lookup per
 * group (names of buyers, invoice numbers) instead of one per row or one for the whole list.
 */
export async function* inBatches<T>(rows: AsyncIterable<T>, size = 200): AsyncIterable<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
