// Process helpers shared by the infra and test scripts (node built-ins only: they run before npm ci).
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** First executable named `name` on PATH, else the first existing fallback path. */
export function findExecutable(name, fallbacks = []) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return fallbacks.find(isExecutable) ?? null;
}

/**
 * Runs a command to completion. `output`: 'inherit' streams to our stdio, 'capture' only collects,
 * 'tee' does both (what the test stages use so output stays visible and parseable).
 * Never rejects for a non-zero exit: callers decide what a failure means.
 */
export function run(cmd, args, { cwd, env, output = 'inherit', onOutput, uid, gid } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let child;
    try {
      child = spawn(cmd, args, {
        cwd,
        env,
        ...(uid === undefined ? {} : { uid, gid }),
        stdio: [
          'ignore',
          output === 'inherit' ? 'inherit' : 'pipe',
          output === 'inherit' ? 'inherit' : 'pipe',
        ],
      });
    } catch (error) {
      resolve({ code: 127, signal: null, stdout, stderr: String(error), ms: Date.now() - started });
      return;
    }
    const collect = (stream, target) => {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk) => {
        if (target === 'out') stdout += chunk;
        else stderr += chunk;
        if (output === 'tee') (target === 'out' ? process.stdout : process.stderr).write(chunk);
        onOutput?.(chunk);
      });
    };
    collect(child.stdout, 'out');
    collect(child.stderr, 'err');
    child.on('error', (error) => {
      stderr += String(error);
    });
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

export function pidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** argv of a live process, or null (gone, zombie, or no /proc on this OS). */
export function pidArgv(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return argv.length ? argv : null;
  } catch {
    return null;
  }
}

/**
 * True when `pid` is alive and still runs `bin`: pids get reused, and we must never signal a
 * stranger's process because an old pid file says so.
 */
export function pidRuns(pid, bin) {
  if (!pidAlive(pid)) return false;
  const argv = pidArgv(pid);
  if (argv === null) return process.platform !== 'linux';
  return path.basename(argv[0]) === path.basename(bin);
}

/** uid and gid of a local account (from /etc/passwd), or null when there is none. */
export function systemAccount(name) {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

/**
 * `signal` (SIGTERM unless told), wait up to `graceMs`, then SIGKILL. Resolves true when the
 * process is gone.
 */
export async function terminate(pid, bin, { graceMs = 10_000, signal = 'SIGTERM' } = {}) {
  if (!pidRuns(pid, bin)) return true;
  try {
    process.kill(pid, signal);
  } catch {
    return !pidAlive(pid);
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!pidRuns(pid, bin)) return true;
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
  for (let i = 0; i < 30; i += 1) {
    if (!pidRuns(pid, bin)) return true;
    await sleep(100);
  }
  return false;
}

export function formatDuration(ms) {
  const s = Math.round(ms / 1000);
  return s >= 120 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}
