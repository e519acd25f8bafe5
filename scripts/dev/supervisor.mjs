// Keeps `npm start`'s services running: a service that exits on its own is started again after a
// back-off, and the log says so. The product goes down only on Ctrl-C, or when a service keeps
// crashing at start (its configuration or code is broken: restarting would only hide that).
import { startProcess } from './stack.mjs';

/** A run shorter than this counts as a crash at start. */
export const START_CRASH_MS = 10_000;
/** Crashes at start in a row after which the supervisor gives up. */
export const MAX_START_CRASHES = 3;
/** A run this long forgets earlier crashes: the next restart waits the first back-off again. */
export const STABLE_MS = 60_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * What to do after a service exited on its own: `restart` after `delayMs`, or `give-up`.
 * `history` is the service's state so far ({ crashes, startCrashes }); returns the next one too.
 */
export function afterExit(history, uptimeMs) {
  const stable = uptimeMs >= STABLE_MS;
  const crashes = stable ? 1 : history.crashes + 1;
  const startCrashes = uptimeMs < START_CRASH_MS ? history.startCrashes + 1 : 0;
  if (startCrashes >= MAX_START_CRASHES) return { action: 'give-up', history: { crashes, startCrashes } };
  const delayMs = Math.min(FIRST_BACKOFF_MS * 2 ** (crashes - 1), MAX_BACKOFF_MS);
  return { action: 'restart', delayMs, history: { crashes, startCrashes } };
}

/**
 * Starts `procs` (stackProcesses entries) and restarts each one that exits unasked. Returns
 * `children()` (the live processes, e.g. for waitReady) and `stop()`, which ends supervision
 * and stops them all. `onGiveUp(proc, why)` runs when a service keeps crashing at start.
 */
export function superviseProcesses(procs, { log = console.error, onGiveUp, start = startProcess } = {}) {
  let stopping = false;
  const slots = procs.map((proc) => ({
    proc,
    child: null,
    startedAt: 0,
    history: { crashes: 0, startCrashes: 0 },
    timer: null,
  }));

  const launch = (slot) => {
    slot.startedAt = Date.now();
    slot.child = start(slot.proc);
    slot.child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      const next = afterExit(slot.history, Date.now() - slot.startedAt);
      slot.history = next.history;
      if (next.action === 'give-up') {
        log(`${slot.proc.name} exited (${how}) ${MAX_START_CRASHES} times in a row at start; giving up.`);
        onGiveUp?.(slot.proc, how);
        return;
      }
      log(
        `${slot.proc.name} exited (${how}); restarting it in ${next.delayMs / 1000} s (restart ${next.history.crashes}). Log: ${slot.child.logFile ?? '-'}`,
      );
      slot.timer = setTimeout(() => {
        slot.timer = null;
        if (!stopping) launch(slot);
      }, next.delayMs);
    });
  };
  for (const slot of slots) launch(slot);

  return {
    children: () => slots.map((s) => s.child),
    /** Ends supervision; the caller stops the processes (stopAll(children())). */
    stop() {
      stopping = true;
      for (const s of slots) if (s.timer) clearTimeout(s.timer);
    },
  };
}
