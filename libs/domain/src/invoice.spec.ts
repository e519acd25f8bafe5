import { formatCalendarDate, formatMoney } from './format';
import {
  grossBelowNet,
  lineMeasuresFromUnit,
  invoiceNumberOf,
  orderNumberSearched,
  isPendingInvoice,
  measuresComplete,
  packingSummary,
  roundTo,
  shortId,
} from './invoice';

describe('invoice rules', () => {
  it('needs all three measures on every line', () => {
    const full = { netWeightKg: 1, grossWeightKg: 1.2, cbm: 0.01 };
    expect(measuresComplete([full, full])).toBe(true);
    expect(measuresComplete([full, { ...full, cbm: null }])).toBe(false);
    expect(measuresComplete([{ ...full, netWeightKg: null }])).toBe(false);
    // 0 is a value, not a missing one.
    expect(measuresComplete([{ netWeightKg: 0, grossWeightKg: 0, cbm: 0 }])).toBe(true);
  });

  it('refuses gross below net only when both are known', () => {
    expect(grossBelowNet({ netWeightKg: 2, grossWeightKg: 1.99, cbm: null })).toBe(true);
    expect(grossBelowNet({ netWeightKg: 2, grossWeightKg: 2, cbm: null })).toBe(false);
    expect(grossBelowNet({ netWeightKg: null, grossWeightKg: 1, cbm: null })).toBe(false);
  });

  it('sums packs (rounded up per line) and measures', () => {
    expect(
      packingSummary([
        { qty: 25, unitsPerPack: 10, netWeightKg: 1.005, grossWeightKg: 1.5, cbm: 0.0015 },
        { qty: 10, unitsPerPack: 10, netWeightKg: 2, grossWeightKg: null, cbm: 0.002 },
      ]),
    ).toEqual({ packs: 4, units: 35, netWeightKg: 3.01, grossWeightKg: 1.5, cbm: 0.004 });
  });

  it('numbers, short ids, pending and rounding', () => {
    expect(invoiceNumberOf('6fcc07d2-41a5-4c1e', 123)).toBe('PI-6FCC07-000123');
    expect(invoiceNumberOf('sup-a', 1)).toBe('PI-SUPA-000001');
    expect(orderNumberSearched(' #6FCC07D2 ')).toBe('6fcc07d2');
    expect(orderNumberSearched('lavender')).toBeNull();
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId('abc')).toBe('abc');
    expect(['draft', 'sent', 'accepted', 'rejected'].map(isPendingInvoice)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(roundTo(1.23456, 3)).toBe(1.235);
  });

  it('formats dates and money as spec §9 on the server too', () => {
    expect(formatCalendarDate('2024-02-05T01:00:00Z', 'pt', 'utc')).toBe('5 de fev. de 2024');
    expect(formatCalendarDate('2024-02-05T01:00:00Z', 'en', 'utc')).toBe('Feb 05, 2024');
    expect(formatCalendarDate(null, 'en')).toBe('');
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(3, 'xyz')).toBe('$3.00');
  });
});

describe('lineMeasuresFromUnit (sold line pre-filled from per-unit measures)', () => {
  it('multiplies by the quantity and rounds kg to 2 and m³ to 3 decimals', () => {
    expect(lineMeasuresFromUnit({ netWeightKg: 0.333, grossWeightKg: 0.4, cbm: 0.0012 }, 100)).toEqual({
      netWeightKg: 33.3,
      grossWeightKg: 40,
      cbm: 0.12,
    });
  });
  it('keeps unknown measures unknown', () => {
    expect(lineMeasuresFromUnit({ netWeightKg: null }, 5)).toEqual({
      netWeightKg: null,
      grossWeightKg: null,
      cbm: null,
    });
  });
});
