import express, { type Request } from 'express';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { binaryBody } from '../testing/binary-body';
import {
  csvField,
  exportColumns,
  exportLanguage,
  neutralizeFormula,
  sendExport,
  type ExportFile,
  type ExportRow,
} from './export';

const columns = exportColumns(
  { name: 'Name', total: 'Total Value', units: 'Units', day: 'Date', share: 'Share' },
  [
    ['name', 'text'],
    ['total', 'money'],
    ['units', 'number'],
    ['day', 'date'],
    ['share', 'number', 1],
  ],
);

const rows: ExportRow[] = [
  {
    name: 'Açúcar, "refinado"',
    total: 1234.5,
    units: 12000,
    day: new Date('2026-11-26T23:30:00Z'),
    share: 66.66,
  },
  { name: '=HYPERLINK("http://evil","x")', total: -5, units: 1, day: '2026-01-02T00:00:00Z', share: 0 },
  { name: '+1', total: null, units: undefined, day: null, share: null },
  { name: '-2', total: 0, units: 0, day: 'not a date', share: 100 },
  { name: '@SUM(A1)', total: 0.1 + 0.2, units: 3, day: new Date('2026-03-04T12:00:00Z'), share: 1 },
  { name: '\tTab', total: 1, units: 1, day: null, share: null },
];

/** An app answering the rows as `format` in `language` at GET /export. */
function appFor(file: Partial<ExportFile>) {
  const app = express();
  app.get('/export', (req, res, next) => {
    sendExport(res, {
      name: 'orders',
      sheet: 'Orders',
      columns,
      rows: (async function* () {
        for (const row of rows) yield row;
      })(),
      format: 'csv',
      language: 'en',
      ...file,
    }).catch(next);
  });
  app.use((err: Error, _req: Request, res: express.Response, _next: express.NextFunction) => {
    if (!res.headersSent) res.status(500).json({ code: 'failed', detail: err.message });
  });
  return app;
}

async function download(file: Partial<ExportFile>) {
  const res = await request(appFor(file)).get('/export').buffer(true).parse(binaryBody);
  return { res, body: res.body as Buffer };
}

describe('formula injection', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\t=1', '\r=1'])('neutralises %j with a leading apostrophe', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });
  it.each(['Plain', '1+1', "'quoted", ''])('leaves %j as it is', (text) => {
    expect(neutralizeFormula(text)).toBe(text);
  });
});

describe('CSV quoting (RFC 4180)', () => {
  it('quotes a field with the separator, a quote or a line break and doubles its quotes', () => {
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a;b', ',')).toBe('a;b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvField('plain', ',')).toBe('plain');
  });
});

describe('the language of an export', () => {
  const req = (acceptLanguage?: string) =>
    ({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as Request;
  it('takes the one the request names, else the preferred one of Accept-Language the product speaks', () => {
    expect(exportLanguage(req('en'), 'pt')).toBe('pt');
    expect(exportLanguage(req('pt-BR,pt;q=0.9,en;q=0.8'))).toBe('pt');
    expect(exportLanguage(req('fr-FR, en;q=0.5, pt;q=0.7'))).toBe('pt');
    expect(exportLanguage(req('de-DE'))).toBe('en');
    expect(exportLanguage(req())).toBe('en');
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a BOM, comma-separated in English with en-US numbers and ISO days', async () => {
    const { res, body } = await download({ format: 'csv', language: 'en', timeZone: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines).toEqual([
      'Name,Total Value,Units,Date,Share',
      '"Açúcar, ""refinado""","1,234.50","12,000",2026-11-26,66.7',
      `"'=HYPERLINK(""http://evil"",""x"")",-5.00,1,2026-01-02,0.0`,
      "'+1,,,,",
      "'-2,0.00,0,,100.0",
      "'@SUM(A1),0.30,3,2026-03-04,1.0",
      "'\tTab,1.00,1,,",
      '',
    ]);
  });

  it('is semicolon-separated in Portuguese with pt-BR numbers and dd/mm/yyyy, days in the reader’s zone', async () => {
    const { body } = await download({ format: 'csv', language: 'pt', timeZone: 'America/Sao_Paulo' });
    const lines = body.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Name;Total Value;Units;Date;Share');
    // 23:30 UTC on the 26th is 20:30 on the 26th in São Paulo; 00:00 UTC on 2 Jan is still the 1st there.
    expect(lines[1]).toBe('"Açúcar, ""refinado""";1.234,50;12.000;26/11/2026;66,7');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil"",""x"")";-5,00;1;01/01/2026;0,0`);
    expect(lines[5]).toBe("'@SUM(A1);0,30;3;04/03/2026;1,0");
  });

  it('answers the failure of the first read as an error, before any byte of a file', async () => {
    const res = await request(
      appFor({
        rows: {
          [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('cursor failed')) }),
        },
      }),
    ).get('/export');
    expect(res.status).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toEqual({ code: 'failed', detail: 'cursor failed' });
  });

  it('writes the header line alone for no rows', async () => {
    const { body } = await download({ rows: [] });
    expect(body.toString('utf8')).toBe('\uFEFFName,Total Value,Units,Date,Share\r\n');
  });
});

describe('XLSX export', () => {
  async function workbookOf(language: 'en' | 'pt') {
    const { res, body } = await download({ format: 'xlsx', language, timeZone: 'UTC' });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook.getWorksheet('Orders')!;
  }

  it('reads back with real numbers, dates and plain strings, the header bold and frozen', async () => {
    const sheet = await workbookOf('en');
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Total Value', 'Units', 'Date', 'Share']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Açúcar, "refinado"');
    expect(first.getCell(2).value).toBe(1234.5);
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).value).toBe(12000);
    expect(first.getCell(3).numFmt).toBe('#,##0');
    expect(first.getCell(4).value).toEqual(new Date('2026-11-26T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(5).numFmt).toBe('#,##0.0');

    // A text that looks like a formula is a string cell, never a formula.
    const formula = sheet.getRow(3).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil","x")');
    expect(sheet.getRow(4).getCell(2).value).toBeNull();
  });

  it('formats days as Portuguese spreadsheets show them', async () => {
    const sheet = await workbookOf('pt');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('dd/mm/yyyy');
  });
});
