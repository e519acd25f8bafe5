import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets in headers and bodies never reach the log. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
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
  });
}
