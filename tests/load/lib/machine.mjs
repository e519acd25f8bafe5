// What a benchmark says about the machine it ran on: the load average (printed before and after
// each measurement) and a process's CPU time so far.
import os from 'node:os';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The 1, 5 and 15 minute load averages, as "4.12 3.80 3.65". */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A process's CPU time so far (user + system), in ms. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * Each service's store commands so far, by collection: the `store_command_duration_seconds`
 * counts of its /metrics (the kit counts every MongoDB wire command a service sends). `services`
 * are the stack's processes with their `url`; one that does not answer is left out.
 */
export async function storeCommands(services) {
  const counts = {};
  await Promise.all(
    services
      .filter((s) => s.url)
      .map(async (s) => {
        const res = await fetch(`${s.url}/metrics`).catch(() => null);
        if (!res?.ok) return;
        const byCollection = {};
        for (const line of (await res.text()).split('\n')) {
          const m = /^store_command_duration_seconds_count\{([^}]*)\} (\d+)/.exec(line);
          if (!m) continue;
          const collection = /collection="([^"]*)"/.exec(m[1])?.[1] ?? '?';
          byCollection[collection] = (byCollection[collection] ?? 0) + Number(m[2]);
        }
        counts[s.name] = byCollection;
      }),
  );
  return counts;
}

/** What `after` counted beyond `before`, per service: the total and its busiest collections. */
export function storeCommandsBetween(before, after) {
  return Object.entries(after).map(([service, byCollection]) => {
    const grew = Object.entries(byCollection)
      .map(([collection, n]) => [collection, n - (before[service]?.[collection] ?? 0)])
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    return { service, total: grew.reduce((sum, [, n]) => sum + n, 0), collections: grew };
  });
}
