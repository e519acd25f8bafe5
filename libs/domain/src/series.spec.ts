import { addPeriod, nextEdition } from './series';

const at = (iso: string) => new Date(iso);

describe('a series’ next edition', () => {
  it('adds weeks, or calendar months keeping the day (the last day when the month is shorter)', () => {
    expect(addPeriod(at('2026-03-02T17:00:00.000Z'), { count: 2, unit: 'week' })).toEqual(
      at('2026-03-16T17:00:00.000Z'),
    );
    expect(addPeriod(at('2026-01-31T17:00:00.000Z'), { count: 1, unit: 'month' })).toEqual(
      at('2026-02-28T17:00:00.000Z'),
    );
    expect(addPeriod(at('2026-11-15T09:30:00.000Z'), { count: 3, unit: 'month' })).toEqual(
      at('2027-02-15T09:30:00.000Z'),
    );
  });

  it('is dated one period after the last deadline, opened and made days before it', () => {
    const next = nextEdition(
      { every: { count: 1, unit: 'month' }, openDaysBefore: 10, lastCloseAt: at('2026-03-20T17:00:00.000Z') },
      at('2026-03-21T00:00:00.000Z'),
    );
    expect(next).toEqual({
      closeAt: at('2026-04-20T17:00:00.000Z'),
      openAt: at('2026-04-10T17:00:00.000Z'),
      // Three days to submit and review it before it opens.
      createdAt: at('2026-04-07T17:00:00.000Z'),
    });
  });

  it('skips the periods missed, never making an edition that would open in the past', () => {
    const next = nextEdition(
      { every: { count: 1, unit: 'week' }, openDaysBefore: 5, lastCloseAt: at('2026-01-05T17:00:00.000Z') },
      at('2026-03-04T12:00:00.000Z'),
    );
    expect(next.closeAt).toEqual(at('2026-03-09T17:00:00.000Z'));
    expect(next.openAt.getTime()).toBeGreaterThanOrEqual(at('2026-03-04T12:00:00.000Z').getTime());
  });
});
