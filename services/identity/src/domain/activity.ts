/** "Last active" is refreshed at most this often per user (each refresh announces an event). */
export const ACTIVITY_REFRESH_MS = 5 * 60_000;

export function activityIsStale(
  lastActiveAt: Date | null | undefined,
  now: Date,
  everyMs = ACTIVITY_REFRESH_MS,
): boolean {
  return !lastActiveAt || now.getTime() - lastActiveAt.getTime() >= everyMs;
}
