import {
  ROUND_PRODUCTS_TEMPLATE_COLUMNS,
  hasRequiredHeader,
  importColumns,
  isCsvFileName,
  looksLikeFormula,
  readImportRow,
  roundProductsTemplateCsv,
} from './round-import';

const row = (over: Record<number, string> = {}, length = 14) =>
  Array.from(
    { length },
    (_, i) => over[i] ?? ['SKU-1', 'Chair', '', '', '', '', '', '', '', '', ''][i] ?? '',
  );

describe('CSV import rules', () => {
  it('has the 14 template columns in the spec order, then the optional ones the import reads', () => {
    expect(ROUND_PRODUCTS_TEMPLATE_COLUMNS).toHaveLength(14);
    expect(roundProductsTemplateCsv().split('\n')[0]).toBe(
      'Product SKU,Product Name,Description,Category,Unit Price,Currency,Unit of Measure,Size,Material,Color,Units per Pack,MOQ,Max Qty,Image URL,' +
        'Net Weight (kg),Gross Weight (kg),CBM (m3),Break 1 Qty,Break 1 Price,Break 2 Qty,Break 2 Price,Break 3 Qty,Break 3 Price',
    );
  });
  it('reads its own example row, measures and price breaks included', () => {
    const [header, example] = roundProductsTemplateCsv()
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    expect(readImportRow(example!, importColumns(header!))).toEqual({
      ok: true,
      row: expect.objectContaining({
        sku: 'SKU-001',
        unitPrice: 12.5,
        maxQty: 500,
        netWeightKg: 0.45,
        grossWeightKg: 0.5,
        cbm: 0.002,
        priceBreaks: [
          { minQty: 200, unitPrice: 11.5 },
          { minQty: 400, unitPrice: 10 },
        ],
      }),
    });
  });
  it('checks the file name and the header', () => {
    expect(isCsvFileName('a.CSV')).toBe(true);
    expect(isCsvFileName('a.csv.exe')).toBe(false);
    expect(hasRequiredHeader(['\uFEFFProduct SKU', 'Product Name', 'x', 'MOQ'])).toBe(true);
    expect(hasRequiredHeader(['Product SKU', 'Product Name'])).toBe(false);
  });
  it('applies the defaults', () => {
    const r = readImportRow(row());
    expect(r).toEqual({
      ok: true,
      row: expect.objectContaining({
        moq: 100,
        unitPrice: 0,
        currency: 'USD',
        uom: 'pieces',
        unitsPerPack: 1,
        maxQty: null,
        category: null,
      }),
    });
  });
  it('refuses short rows, formulas and bad numbers with a reason', () => {
    expect(readImportRow(row({}, 10))).toMatchObject({ ok: false, reason: 'too_few_columns' });
    expect(readImportRow(row({ 1: '=HYPERLINK("http://x","y")' }))).toMatchObject({ reason: 'formula' });
    expect(readImportRow(row({ 4: '-3' }))).toMatchObject({ reason: 'bad_price' });
    expect(readImportRow(row({ 11: '0' }))).toMatchObject({ reason: 'bad_moq' });
    // The API's money bounds (the contracts' constants): the same rule in a file.
    expect(readImportRow(row({ 4: '999999999.99' }))).toMatchObject({ reason: 'bad_price' });
    expect(readImportRow(row({ 4: '1000000' }))).toMatchObject({ ok: true });
    expect(readImportRow(row({ 11: '100001' }))).toMatchObject({ reason: 'bad_moq' });
    expect(readImportRow(row({ 12: '999999999' }))).toMatchObject({ reason: 'bad_max_qty' });
    expect(readImportRow(row({ 11: '100000', 12: '100000' }))).toMatchObject({ ok: true });
    expect(readImportRow(row({ 12: 'many' }))).toMatchObject({ reason: 'bad_max_qty' });
    expect(readImportRow(row({ 5: 'JPY' }))).toMatchObject({ reason: 'bad_currency' });
    expect(readImportRow(row({ 0: ' ' }))).toMatchObject({ reason: 'missing_sku' });
  });
  it('refuses a product name or SKU with a bidi override or a zero-width character, as the edit dialog does', () => {
    expect(readImportRow(row({ 1: 'Chair\u202Eriahc' }))).toMatchObject({
      ok: false,
      reason: 'name_characters',
    });
    expect(readImportRow(row({ 0: 'SKU\u200B-1' }))).toMatchObject({ ok: false, reason: 'name_characters' });
    expect(readImportRow(row({ 2: 'Two\nlines of description' }))).toMatchObject({ ok: true });
  });
  it('reads prices with a decimal comma and keeps Portuguese text', () => {
    const r = readImportRow(row({ 1: 'Cadeira de jantar ção', 4: '12,5', 6: 'KG' }));
    expect(r).toMatchObject({ ok: true, row: { name: 'Cadeira de jantar ção', unitPrice: 12.5, uom: 'kg' } });
  });
  it.each([
    ['+1', true],
    ['@SUM(A1)', true],
    ['-cmd', true],
    ['- soft cotton', false],
    ['Blue', false],
  ])('tells formulas from negative-looking text: %j is a formula: %s', (text, formula) => {
    expect(looksLikeFormula(text)).toBe(formula);
  });

  it('reads the optional measure and break columns by header name, and refuses bad ones', () => {
    const columns = importColumns([
      ...ROUND_PRODUCTS_TEMPLATE_COLUMNS,
      'break 1 qty',
      'Break 1 Price',
      'CBM (m3)',
      'Gross Weight (kg)',
    ]);
    expect(columns).toEqual({
      netWeightKg: undefined,
      grossWeightKg: 17,
      cbm: 16,
      breaks: [{ qty: 14, price: 15 }],
    });
    const read = (extra: string[], price = '12') => readImportRow([...row({ 4: price }), ...extra], columns);
    expect(read(['100', '10,50', '0.002', '0.25'])).toMatchObject({
      ok: true,
      row: {
        cbm: 0.002,
        grossWeightKg: 0.25,
        netWeightKg: null,
        priceBreaks: [{ minQty: 100, unitPrice: 10.5 }],
      },
    });
    expect(read(['', '', '', ''])).toMatchObject({ ok: true, row: { priceBreaks: [], cbm: null } });
    expect(read(['100', '', '', ''])).toMatchObject({ ok: false, reason: 'bad_price_breaks' });
    expect(read(['100', '13', '', ''])).toMatchObject({ ok: false, reason: 'bad_price_breaks' });
    expect(read(['', '', 'lots', ''])).toMatchObject({ ok: false, reason: 'bad_measure' });
    // The API's measure bounds: 1e5 m³ and 1e6 kg pass, a hair more does not.
    expect(read(['', '', '100000', '1000000'])).toMatchObject({ ok: true });
    expect(read(['', '', '100000.001', ''])).toMatchObject({ ok: false, reason: 'bad_measure' });
    expect(read(['', '', '', '1000000000'])).toMatchObject({ ok: false, reason: 'bad_measure' });
    // The spec's template alone reads as before: no optional columns, no breaks.
    expect(readImportRow(row())).toMatchObject({ ok: true, row: { priceBreaks: [], grossWeightKg: null } });
  });
});
