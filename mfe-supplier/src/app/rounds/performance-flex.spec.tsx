/**
 * Met with flex in the supplier area: Round Performance says which products the close met with
 * flexible units ("Met with flex: N units called in") and, for a released one, the flex offered
 * that could not reach its MOQ. Rendered as markup (the specs run in Node, without a DOM).
 */
import { roundPerformanceSchema, type Language, type RoundPerformance } from '@marketplace/contracts';
import { roundPerformanceProduct } from '@marketplace/contracts/fixtures';
import { markupParts, markupText, renderMarkup } from '@marketplace/web-kit/testing';
import { createSupplierStore } from '../store';
import { springTees } from './round-fixtures';
import { PerformanceContent } from './round-performance-dialog';
import '../area-texts';

type Row = [
  name: string,
  committed: number,
  outcome: 'met' | 'released',
  flexOffered?: number,
  flexCalled?: number,
];

const performance = (rows: Row[]): RoundPerformance =>
  roundPerformanceSchema.parse({
    round: springTees({
      status: 'closed',
      productCount: rows.length,
      committedUnits: 200,
      averageProgress: 70,
      outcome: { met: 1, confirmed: 0, released: 1 },
    }),
    productsMeetingMoq: 1,
    revenue: 100,
    potentialRevenue: 300,
    products: rows.map(([name, committed, outcome, flexOffered, flexCalled], index) =>
      roundPerformanceProduct(index, {
        name,
        committed,
        progress: Math.min(100, committed),
        moqMet: committed >= 100,
        outcome,
        flexOffered,
        flexCalled,
      }),
    ),
  });

/** Each product card's text, by product name (its first word). */
const productCards = (html: string) =>
  Object.fromEntries(
    markupParts(html, 'performance-product').map((card) => {
      const text = markupText(card);
      return [text.split(' ')[0], { text, flex: card.includes('data-testid="performance-flex"') }];
    }),
  );

const cards = async (language: Language, rows: Row[]) =>
  productCards(
    await renderMarkup(language, <PerformanceContent data={performance(rows)} />, createSupplierStore()),
  );

describe('Round Performance: flexible units at the close', () => {
  const rows: Row[] = [
    ['Tee', 102, 'met', 36, 12],
    ['Cap', 70, 'released', 18, 0],
    ['Sock', 110, 'met'],
    ['Belt', 40, 'released', 0, 0],
  ];

  it('says "met with flex" beside the outcome when the close called flex in, in en and pt', async () => {
    const english = await cards('en', rows);
    expect(english.Tee!.text).toContain(
      'Met MOQ Met with flex: 12 units called in 102 / 100 pieces at close',
    );
    expect(english.Tee!.flex).toBe(true);
    expect(english.Sock!.text).not.toContain('flex');
    expect(english.Sock!.flex).toBe(false);
    expect((await cards('en', [['Tee', 100, 'met', 1, 1]])).Tee!.text).toContain(
      'Met with flex: 1 unit called in',
    );
    const portuguese = await cards('pt', rows);
    expect(portuguese.Tee!.text).toContain('Atingiu o MOQ Atingido com flex: 12 unidades chamadas');
  });

  it('adds the flex offered to a released product’s shortfall, only when there was some', async () => {
    const english = await cards('en', rows);
    expect(english.Cap!.text).toContain(
      'Missed by 30 units: 30 more in orders would have met it; flexible units offered: 18, not enough to reach it',
    );
    expect(english.Cap!.flex).toBe(true);
    expect(english.Belt!.text).toContain('Missed by 60 units: 60 more in orders would have met it');
    expect(english.Belt!.text).not.toContain('flexible');
    expect(english.Belt!.flex).toBe(false);
    const portuguese = await cards('pt', rows);
    expect(portuguese.Cap!.text).toContain(
      'Faltaram 30 unidades: mais 30 em pedidos o teriam atingido; unidades flexíveis oferecidas: 18, insuficientes para atingi-lo',
    );
  });
});
