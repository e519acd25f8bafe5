// Round-products CSV in the template of spec §9, for the import benchmark: `rows` data rows, of
// which about `badShare` are refused by the import (bad price, too few columns, formula cell, MOQ
// zero), with quotes, commas and Portuguese text in some fields. Deterministic for a given seed.
const HEADER =
  'Product SKU,Product Name,Description,Category,Unit Price,Currency,Unit of Measure,Size,Material,Color,Units per Pack,MOQ,Max Qty,Image URL';
const CATEGORIES = ['Electronics', 'furniture', 'APPAREL', 'Food', ''];
const UOMS = ['pieces', 'kg', 'm', 'boxes', ''];
const CURRENCIES = ['USD', 'EUR', 'BRL', ''];

function random(seed) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function generateRoundProductsCsv({
  rows = 10_000,
  badShare = 0.05,
  seed = 42,
  prefix = 'BENCH',
} = {}) {
  const next = random(seed);
  const lines = [HEADER];
  let bad = 0;
  for (let i = 1; i <= rows; i++) {
    const sku = `${prefix}-${String(i).padStart(6, '0')}`;
    if (next() < badShare) {
      bad += 1;
      const kind = i % 4;
      if (kind === 0) lines.push(`${sku},Broken price ${i},,,abc,USD,pieces,,,,1,100,,`);
      else if (kind === 1) lines.push(`${sku},Too short ${i},,,1`);
      else if (kind === 2)
        lines.push(`${sku},"=HYPERLINK(""http://x.example"",""${i}"")",,,1,USD,pieces,,,,1,100,,`);
      else lines.push(`${sku},Zero MOQ ${i},,,1,USD,pieces,,,,1,0,,`);
      continue;
    }
    const price = (next() * 500).toFixed(2);
    const name = i % 7 === 0 ? `"Cadeira ""Conforto"" nº ${i}, ação"` : `Product ${i}`;
    const description = i % 3 === 0 ? '"Descrição com vírgula, e aspas ""duplas"""' : 'Plain description';
    lines.push(
      [
        sku,
        name,
        description,
        CATEGORIES[i % CATEGORIES.length],
        price,
        CURRENCIES[i % CURRENCIES.length],
        UOMS[i % UOMS.length],
        i % 2 ? 'M' : '',
        'Steel',
        'Blue',
        String(1 + (i % 12)),
        i % 5 ? String(50 + (i % 500)) : '',
        i % 4 ? '' : String(1000 + i),
        '',
      ].join(','),
    );
  }
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows, bad };
}
