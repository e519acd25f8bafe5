import { OpenRounds } from './open-rounds';

describe('open rounds', () => {
  it('opens an approved round, closes it, and ignores an older version arriving late', () => {
    const rounds = new OpenRounds();
    expect(rounds.isOpen('r1')).toBe(false);
    rounds.apply('r1', 2, true);
    expect(rounds.isOpen('r1')).toBe(true);
    rounds.apply('r1', 3, false);
    rounds.apply('r1', 2, true);
    expect(rounds.isOpen('r1')).toBe(false);
  });

  it('is ready only once the replay caught up', () => {
    const rounds = new OpenRounds();
    expect(rounds.ready).toBe(false);
    rounds.markCaughtUp();
    expect(rounds.ready).toBe(true);
  });
});
