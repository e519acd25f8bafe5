/**
 * The latest day it is anywhere on Earth (UTC+14), yyyy-mm-dd: something dated that day (a
 * payment that arrived, a shipment that left) has happened for some supplier; a later day has not
 * come for anyone yet.
 */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
