import { UNITS_OF_MEASURE } from '@marketplace/contracts';
import { translatorIn } from './instance';
import { NAMESPACES, resources } from './resources';
import { quantityText } from './document-texts';
import { itemsAndUnits, perUnit, quantityIn } from './units';

type Tree = { [key: string]: string | Tree };

/** Every text of a namespace in one language, by its dotted key. */
function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const LANGUAGES = ['en', 'pt'] as const;

/** Texts that show a count without a counted word ("Total: 3", "5h ago"): no singular needed. */
const COUNT_WITHOUT_NOUN = new Set([
  'admin:users.total',
  'admin:common.total',
  'admin:orders.pendingCounter',
  'buyer:cart.max',
  'supplier:rounds.performance.maxQty',
  'common:time.hoursAgo',
  'common:time.daysAgo',
]);

/**
 * A number placed before a plural word in a text that is not a plural form: "1 items". Server
 * problems carry their own numbers (not `count`); a pack multiple is never refused for packs of 1.
 */
const NUMBER_BEFORE_PLURAL: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /\{\{\w+\}\} (items|units|products|buyers|suppliers|rows|pieces|boxes|liters)\b/,
  pt: /\{\{\w+\}\} (itens|unidades|produtos|compradores|compradoras|fornecedores|fornecedoras|linhas|peças|caixas|litros)\b/,
};
const SERVER_NUMBERS = new Set(['errors:buyer.not_pack_multiple', 'errors:buyer.max_exceeded']);

describe('plurals in the texts', () => {
  it.each(NAMESPACES)('every plural text of %s has its _one and _other forms in en and pt', (ns) => {
    for (const lng of LANGUAGES) {
      const keys = new Set(texts(resources[lng][ns] as Tree).map(([key]) => key));
      const plurals = [...keys].filter((key) => PLURAL_SUFFIX.test(key));
      for (const key of plurals) {
        const base = key.replace(PLURAL_SUFFIX, '');
        expect({ lng, key: `${base}_one`, present: keys.has(`${base}_one`) }).toEqual({
          lng,
          key: `${base}_one`,
          present: true,
        });
        expect({ lng, key: `${base}_other`, present: keys.has(`${base}_other`) }).toEqual({
          lng,
          key: `${base}_other`,
          present: true,
        });
      }
    }
  });

  it.each(NAMESPACES)('every counted text of %s is a plural form', (ns) => {
    for (const lng of LANGUAGES) {
      const singularCounts = texts(resources[lng][ns] as Tree)
        .filter(([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key))
        .map(([key]) => `${ns}:${key}`)
        .filter((key) => !COUNT_WITHOUT_NOUN.has(key));
      expect({ lng, singularCounts }).toEqual({ lng, singularCounts: [] });

      const numberBeforePlural = texts(resources[lng][ns] as Tree)
        .filter(([key, text]) => NUMBER_BEFORE_PLURAL[lng].test(text) && !PLURAL_SUFFIX.test(key))
        .map(([key]) => `${ns}:${key}`)
        .filter((key) => !SERVER_NUMBERS.has(key));
      expect({ lng, numberBeforePlural }).toEqual({ lng, numberBeforePlural: [] });
    }
  });

  it('has a quantity (one and other) and a "per" phrase for every unit of measure in en and pt', () => {
    for (const lng of LANGUAGES) {
      const { quantity, per } = resources[lng].common.uom as unknown as {
        quantity: Record<string, string>;
        per: Record<string, string>;
      };
      for (const uom of UNITS_OF_MEASURE) {
        expect([lng, uom, quantity[`${uom}_one`]]).toEqual([lng, uom, expect.stringContaining('{{count}}')]);
        expect([lng, uom, quantity[`${uom}_other`]]).toEqual([
          lng,
          uom,
          expect.stringContaining('{{count}}'),
        ]);
        expect([lng, uom, typeof per[uom]]).toEqual([lng, uom, 'string']);
      }
    }
  });
});

describe('units and counts in a language', () => {
  it('reads a quantity in its unit, singular and plural', async () => {
    const en = await translatorIn('en');
    const pt = await translatorIn('pt');
    expect(quantityIn(en.t, 1, 'pieces')).toBe('1 piece');
    expect(quantityIn(en.t, 12, 'pieces')).toBe('12 pieces');
    expect(quantityIn(en.t, 20, 'kg')).toBe('20 kg');
    expect(quantityIn(en.t, 1, 'boxes')).toBe('1 box');
    expect(quantityIn(pt.t, 1, 'pieces')).toBe('1 peça');
    expect(quantityIn(pt.t, 12, 'pieces')).toBe('12 peças');
    expect(quantityIn(pt.t, 2, 'liters')).toBe('2 litros');
    expect(quantityIn(en.t, 3, 'crates')).toBe('3 crates');
  });

  it('reads the same quantities without i18next (the server documents) as with it', async () => {
    for (const language of LANGUAGES) {
      const { t } = await translatorIn(language);
      for (const uom of [...UNITS_OF_MEASURE, 'crates'])
        for (const count of [0, 1, 2, 12, 1000])
          expect(quantityText(language, count, uom)).toBe(quantityIn(t, count, uom));
    }
    expect(quantityText('pt', 1, 'boxes')).toBe('1 caixa');
    expect(quantityText('en', 12, 'liters')).toBe('12 liters');
  });

  it('says the unit after a price: "per piece", "por peça"', async () => {
    expect(perUnit((await translatorIn('en')).t, 'pieces')).toBe('per piece');
    expect(perUnit((await translatorIn('pt')).t, 'pieces')).toBe('por peça');
    expect(perUnit((await translatorIn('pt')).t, 'liters')).toBe('por litro');
    expect(perUnit((await translatorIn('en')).t, 'm2')).toBe('per m²');
  });

  it('counts items and units in the singular for one', async () => {
    expect(itemsAndUnits((await translatorIn('en')).t, 1, 1)).toBe('1 item • 1 unit');
    expect(itemsAndUnits((await translatorIn('en')).t, 2, 120)).toBe('2 items • 120 units');
    expect(itemsAndUnits((await translatorIn('pt')).t, 1, 6)).toBe('1 item • 6 unidades');
    expect(itemsAndUnits((await translatorIn('pt')).t, 2, 1)).toBe('2 itens • 1 unidade');
  });
});
