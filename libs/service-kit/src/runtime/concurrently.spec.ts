import { forEachConcurrently } from './concurrently';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('forEachConcurrently', () => {
  it('handles every item once, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick();
      seen.push(n);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('starts nothing new after a failure, lets the running ones finish, then throws the first', async () => {
    const finished: number[] = [];
    await expect(
      forEachConcurrently([1, 2, 3, 4, 5, 6], 2, async (n) => {
        await tick();
        if (n === 2) throw new Error('order 2 failed');
        finished.push(n);
      }),
    ).rejects.toThrow('order 2 failed');
    // 1 and 2 ran together; 3 started when 1 ended and was awaited; 4-6 never started.
    expect(finished.sort()).toEqual([1, 3]);
  });

  it('does nothing for no items', async () => {
    await expect(
      forEachConcurrently([], 4, async () => Promise.reject(new Error('never'))),
    ).resolves.toBeUndefined();
  });
});
