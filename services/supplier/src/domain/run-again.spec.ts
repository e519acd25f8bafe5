import { runAgainDates, termChanges } from './run-again';

const at = (iso: string) => new Date(iso);

describe('a round run again', () => {
  it('moves both dates by the fewest whole weeks that put them ahead, keeping weekdays and span', () => {
    // Opened Monday 2 March, closed Monday 16 March; run again on Wednesday 25 March.
    const dates = runAgainDates(
      { openAt: at('2026-03-02T09:00:00.000Z'), closeAt: at('2026-03-16T17:00:00.000Z') },
      at('2026-03-25T12:00:00.000Z'),
    );
    expect(dates).toEqual({
      openAt: at('2026-03-30T09:00:00.000Z'),
      closeAt: at('2026-04-13T17:00:00.000Z'),
      shiftWeeks: 4,
    });
  });

  it('moves at least a week, and leaves the deadline a day ahead at least', () => {
    // Still open: its deadline is tomorrow morning; the copy runs a week later.
    expect(
      runAgainDates(
        { openAt: null, closeAt: at('2026-03-26T08:00:00.000Z') },
        at('2026-03-25T12:00:00.000Z'),
      ),
    ).toEqual({ openAt: null, closeAt: at('2026-04-02T08:00:00.000Z'), shiftWeeks: 1 });
    // A deadline within a day of a whole week lands one more week ahead.
    expect(
      runAgainDates({ openAt: null, closeAt: at('2026-03-19T11:00:00.000Z') }, at('2026-03-25T12:00:00.000Z'))
        .closeAt,
    ).toEqual(at('2026-04-02T11:00:00.000Z'));
  });

  it('keeps a round without a deadline without one', () => {
    expect(runAgainDates({ openAt: null, closeAt: null }, at('2026-03-25T12:00:00.000Z'))).toEqual({
      openAt: null,
      closeAt: null,
      shiftWeeks: 0,
    });
  });

  it('names a price or a measure changed since the approval', () => {
    const was = { unitPrice: 4.5, netWeightKg: 1, grossWeightKg: 1.1, cbm: 0.01 };
    expect(termChanges(was, { ...was })).toEqual([]);
    expect(termChanges(was, { ...was, unitPrice: 4.75 })).toEqual(['price']);
    expect(termChanges(was, { ...was, cbm: 0.02, unitPrice: 4 })).toEqual(['price', 'measures']);
    expect(termChanges(null, was)).toEqual([]);
  });
});
