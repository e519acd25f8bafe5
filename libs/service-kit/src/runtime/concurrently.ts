/**
 * Runs `task` for every item, at most `limit` at once, in the items' order of starting. After a
 * task fails no new one starts; those running are waited for, then the first failure is thrown
 * (nothing is left running unobserved behind a caller that already gave up).
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  const workers = Math.min(Math.max(1, Math.floor(limit)), items.length);
  await Promise.all(Array.from({ length: workers }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
