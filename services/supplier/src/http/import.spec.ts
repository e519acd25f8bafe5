import request from 'supertest';
import { ROUND_PRODUCTS_TEMPLATE_COLUMNS } from '@marketplace/domain';
import { supplierForFile } from '../test-harness';

const HEADER = ROUND_PRODUCTS_TEMPLATE_COLUMNS.join(',');

describe('CSV bulk import of round products (real FerretDB)', () => {
  const h = supplierForFile('import');
  let acme: string;
  beforeAll(async () => {
    acme = h.bearer('supplier', 'co-acme');
    await h.categories(['cat-el', 'Electronics']);
    await h.createProduct(acme, { name: 'Existing Lamp', sku: 'EX-1', unitPrice: 9 });
  });

  const upload = (content: string | Buffer, filename = 'products.csv') =>
    request(h.app)
      .post('/rounds/import')
      .set('Authorization', acme)
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), {
        filename,
        contentType: 'text/csv',
      });

  it('offers the template with the 14 columns, then the optional measure and price break ones', async () => {
    const res = await request(h.app).get('/rounds/import/template').set('Authorization', acme).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="round_products_template.csv"');
    expect(res.text.split('\n')[0]).toBe(
      `${HEADER},Net Weight (kg),Gross Weight (kg),CBM (m3),Break 1 Qty,Break 1 Price,Break 2 Qty,Break 2 Price,Break 3 Qty,Break 3 Price`,
    );
  });

  it('imports five rows with one bad: matches by SKU, creates the rest, reports the line', async () => {
    const csv = [
      HEADER,
      'EX-1,Existing Lamp,,,,,,,,,1,50,,',
      'NEW-1,New Phone,Smart,electronics,199.99,EUR,boxes,L,Glass,Black,2,300,900,',
      'NEW-2,New Cable,,Unknown Cat,1.5,,,,,,,,,',
      'NEW-3,Bad Moq,,,1,USD,pieces,,,,1,zero,,',
      'NEW-4,Short row,,,1',
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ imported: 3, created: 2, failed: 2 });
    expect(res.body.failures).toEqual([
      { line: 5, sku: 'NEW-3', reason: 'bad_moq' },
      { line: 6, sku: 'NEW-4', reason: 'too_few_columns' },
    ]);
    expect(
      res.body.rows.map((r: { sku: string; moq: number; maxQty: number | null; created: boolean }) => [
        r.sku,
        r.moq,
        r.maxQty,
        r.created,
      ]),
    ).toEqual([
      ['EX-1', 50, null, false],
      ['NEW-1', 300, 900, true],
      ['NEW-2', 100, null, true],
    ]);
    const list = await request(h.app).get('/products?search=NEW-').set('Authorization', acme).expect(200);
    const phone = list.body.items.find((p: { sku: string }) => p.sku === 'NEW-1');
    expect(phone).toMatchObject({
      active: true,
      categoryName: 'Electronics',
      unitPrice: 199.99,
      currency: 'EUR',
      uom: 'boxes',
      unitsPerPack: 2,
      size: 'L',
      material: 'Glass',
      color: 'Black',
    });
    expect(list.body.items.find((p: { sku: string }) => p.sku === 'NEW-2')).toMatchObject({
      categoryId: null,
      unitPrice: 1.5,
      currency: 'USD',
      uom: 'pieces',
      unitsPerPack: 1,
    });
    // The imported selection makes a round as it is.
    const round = await request(h.app)
      .post('/rounds')
      .set('Authorization', acme)
      .send({
        title: 'From CSV',
        products: res.body.rows.map((r: { productId: string; moq: number; maxQty: number | null }) => ({
          productId: r.productId,
          moq: r.moq,
          maxQty: r.maxQty,
        })),
      })
      .expect(201);
    expect(round.body.productCount).toBe(3);
  });

  it('reads the optional measure and price break columns by name, after the template’s 14', async () => {
    const header = `${HEADER},Net Weight (kg),Gross Weight (kg),CBM (m3),Break 1 Qty,Break 1 Price,Break 2 Qty,Break 2 Price`;
    const csv = [
      header,
      'BRK-1,Break Tee,,,12,USD,pieces,,,,1,100,1000,,0.2,0.25,0.002,100,10,250,"9,50"',
      // The existing product: its measures are updated, only those the row names (net is blank).
      'EX-1,Existing Lamp,,,9,USD,pieces,,,,1,50,,,,1.5,0.01,,,,',
      'BRK-2,Rising Tee,,,12,USD,pieces,,,,1,100,,,,,,100,10,50,9',
      'BRK-3,Heavy Tee,,,12,USD,pieces,,,,1,100,,,2,1,,,,,',
      'BRK-4,Half Tee,,,12,USD,pieces,,,,1,100,,,,,,100,,,',
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body.failures).toEqual([
      { line: 4, sku: 'BRK-2', reason: 'bad_price_breaks' },
      { line: 5, sku: 'BRK-3', reason: 'bad_measure' },
      { line: 6, sku: 'BRK-4', reason: 'bad_price_breaks' },
    ]);
    expect(res.body.rows.find((r: { sku: string }) => r.sku === 'BRK-1')).toMatchObject({
      created: true,
      priceBreaks: [
        { minQty: 100, unitPrice: 10 },
        { minQty: 250, unitPrice: 9.5 },
      ],
    });
    const products = (await request(h.app).get('/products').set('Authorization', acme).expect(200)).body
      .items;
    expect(products.find((p: { sku: string }) => p.sku === 'BRK-1')).toMatchObject({
      netWeightKg: 0.2,
      grossWeightKg: 0.25,
      cbm: 0.002,
    });
    expect(products.find((p: { sku: string }) => p.sku === 'EX-1')).toMatchObject({
      name: 'Existing Lamp',
      unitPrice: 9,
      netWeightKg: null,
      grossWeightKg: 1.5,
      cbm: 0.01,
    });
  });

  it('applies the API’s measure limits and gross ≥ net against the product on file', async () => {
    await h.createProduct(acme, { name: 'Light Box', sku: 'LB-1', unitPrice: 3, grossWeightKg: 2 });
    const header = `${HEADER},Net Weight (kg),Gross Weight (kg),CBM (m3)`;
    const csv = [
      header,
      'HUGE-1,Huge,,,1,USD,pieces,,,,1,10,,,1000000000,1000000000,1',
      'HUGE-2,Vast,,,1,USD,pieces,,,,1,10,,,,,1000000000',
      // At the limits: accepted, as the API accepts them.
      'EDGE-1,Edge,,,1,USD,pieces,,,,1,10,,,1000000,1000000,100000',
      // Only net weight, above the 2 kg gross on file: refused, nothing changes.
      'LB-1,Light Box,,,3,USD,pieces,,,,1,10,,,50,,',
    ].join('\n');
    const res = await upload(csv).expect(200);
    expect(res.body.failures).toEqual([
      { line: 2, sku: 'HUGE-1', reason: 'bad_measure' },
      { line: 3, sku: 'HUGE-2', reason: 'bad_measure' },
      { line: 5, sku: 'LB-1', reason: 'bad_measure' },
    ]);
    const products = (await request(h.app).get('/products').set('Authorization', acme).expect(200)).body
      .items as Array<{ sku: string; netWeightKg: number | null; grossWeightKg: number | null }>;
    expect(products.find((p) => p.sku === 'LB-1')).toMatchObject({ netWeightKg: null, grossWeightKg: 2 });
    expect(products.some((p) => p.sku.startsWith('HUGE'))).toBe(false);
    expect(products.find((p) => p.sku === 'EDGE-1')).toMatchObject({ netWeightKg: 1_000_000, cbm: 100_000 });
  });

  it('refuses a name that is not .csv and a header without the required columns, with the spec texts', async () => {
    const name = await upload(`${HEADER}\n`, 'products.txt').expect(400);
    expect(name.body).toMatchObject({
      code: 'supplier.csv_not_csv',
      detail: 'Invalid File: Please upload a CSV file',
    });
    const header = await upload('SKU,Name,Qty\nA,B,1\n').expect(400);
    expect(header.body).toMatchObject({
      code: 'supplier.csv_bad_header',
      detail: 'Invalid CSV format. Please use the provided template.',
    });
  });

  it('handles quotes and commas, a BOM, CRLF and Portuguese text', async () => {
    const csv =
      '\uFEFF' +
      [
        HEADER,
        'PT-1,"Cadeira ""Conforto"", de jantar",Descrição com vírgula,,"1,50",BRL,pieces,,Algodão,Açaí,1,10,,',
        'PT-2,Pão de açúcar,,,2,,,,,,,,,',
      ].join('\r\n') +
      '\r\n';
    const res = await upload(csv).expect(200);
    expect(res.body).toMatchObject({ imported: 2, failed: 0 });
    const list = await request(h.app).get('/products?search=PT-').set('Authorization', acme).expect(200);
    const chair = list.body.items.find((p: { sku: string }) => p.sku === 'PT-1');
    expect(chair).toMatchObject({
      name: 'Cadeira "Conforto", de jantar',
      description: 'Descrição com vírgula',
      unitPrice: 1.5,
      currency: 'BRL',
      material: 'Algodão',
      color: 'Açaí',
    });
    // The same file saved by a spreadsheet as Windows-1252.
    const latin = Buffer.from(`${HEADER}\r\nPT-3,Feijão,,,1,,,,,,,,,\r\n`, 'latin1');
    const res2 = await upload(latin).expect(200);
    expect(res2.body.rows[0]).toMatchObject({ sku: 'PT-3', name: 'Feijão' });
  });

  it('refuses formula cells per row, and refuses binary and oversized files as a whole, never 5xx', async () => {
    const formula = await upload(
      [
        HEADER,
        'F-1,"=HYPERLINK(""http://evil.example"",""click"")",,,1,,,,,,1,,,',
        'F-2,Safe,,,1,,,,,,1,,,',
      ].join('\n'),
    ).expect(200);
    expect(formula.body).toMatchObject({ imported: 1, failed: 1 });
    expect(formula.body.failures).toEqual([{ line: 2, sku: 'F-1', reason: 'formula' }]);
    const stored = await request(h.app).get('/products?search=HYPERLINK').set('Authorization', acme);
    expect(stored.body.total).toBe(0);

    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x01]);
    const bin = await upload(binary, 'archive.csv').expect(400);
    expect(bin.body.code).toBe('supplier.csv_not_text');

    const big = Buffer.alloc(20 * 1024 * 1024, 'a');
    const tooBig = await upload(big, 'huge.csv');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('supplier.csv_too_large');

    const empty = await upload('', 'empty.csv').expect(400);
    expect(empty.body.code).toBe('supplier.csv_bad_header');
    const missing = await request(h.app).post('/rounds/import').set('Authorization', acme).expect(400);
    expect(missing.body.code).toBe('supplier.csv_missing');
  });

  it('marks a SKU repeated in the file, and an inactive existing product, as failed', async () => {
    await h.createProduct(acme, { name: 'Retired', sku: 'RT-1', unitPrice: 1, active: false });
    const res = await upload(
      [HEADER, 'DU-1,A,,,1,,,,,,1,,,', 'DU-1,A again,,,1,,,,,,1,,,', 'RT-1,Retired,,,1,,,,,,1,,,'].join('\n'),
    ).expect(200);
    expect(res.body.failures).toEqual([
      { line: 3, sku: 'DU-1', reason: 'duplicate_sku' },
      { line: 4, sku: 'RT-1', reason: 'inactive_product' },
    ]);
  });

  it('matches a large file in one pass: existing SKUs are found, not created again', async () => {
    const rows = Array.from({ length: 700 }, (_, i) => `BULK-${i},Bulk ${i},,,1,,,,,,1,,,`);
    const first = await upload([HEADER, ...rows].join('\n')).expect(200);
    expect(first.body).toMatchObject({ imported: 700, created: 700, failed: 0 });
    const again = await upload([HEADER, ...rows, 'EX-1,Existing Lamp,,,,,,,,,1,,,'].join('\n')).expect(200);
    expect(again.body).toMatchObject({ imported: 701, created: 0, failed: 0 });
    expect(again.body.rows[700]).toMatchObject({ sku: 'EX-1', created: false });
  });
});
