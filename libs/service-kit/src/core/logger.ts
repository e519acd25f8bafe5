import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Log lines leave the process in blocks of about this size, or after LOG_FLUSH_MS when fewer
 * came: one write system call per line was a large share of each request's CPU (every request
 * writes its log line, and system calls are dear on these machines; tests/load/cpu-cost.mjs).
 * pino flushes what is left when the process exits; a process killed outright loses at most
 * the last LOG_FLUSH_MS of lines.
 */
const LOG_BLOCK_BYTES = 4096;
const LOG_FLUSH_MS = 250;

let stdoutBlocks: DestinationStream | undefined;

/** The process's one buffered standard output for logs (every logger of the process shares it). */
function bufferedStdout(): DestinationStream {
  if (stdoutBlocks) return stdoutBlocks;
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BLOCK_BYTES });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Not ready yet (still opening) or already closed at exit: the next tick or the exit flushes.
    }
  }, LOG_FLUSH_MS).unref();
  return (stdoutBlocks = stream);
}

/** Structured JSON logs; secrets in headers and bodies never reach the log. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      name: service,
      level,
      base: { service },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
          '*.refreshToken',
        ],
        censor: '[redacted]',
      },
    },
    level === 'silent' ? undefined : bufferedStdout(),
  );
}
