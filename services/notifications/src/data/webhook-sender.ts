import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_RESPONSE_KEPT_BYTES } from '@marketplace/contracts';
import { isRefusedAddress } from '../domain/webhook-address';

export interface SendResult {
  /** null when no answer came (refused address, timeout, connection error). */
  statusCode: number | null;
  durationMs: number;
  /** The answer's first bytes, or why there was none. */
  response: string;
}

export type WebhookSender = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<SendResult>;

/**
 * Posts one signed delivery. The address connected to is checked in the socket's own lookup, so
 * a name that resolved outward at registration and inward now (DNS rebinding) is refused here;
 * redirects are not followed (a 3xx is a failed attempt). Only the answer's first bytes are read.
 */
export function webhookSender(opts: { timeoutMs: number; allowPrivate: boolean }): WebhookSender {
  const lookup = (
    hostname: string,
    options: object,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) =>
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      if (!opts.allowPrivate && (!list.length || list.some((a) => isRefusedAddress(a.address))))
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EREFUSED' }),
          '',
        );
      const wantsAll = (options as { all?: boolean }).all;
      return wantsAll ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family);
    });

  return (url, headers, body) =>
    new Promise<SendResult>((resolve) => {
      const started = Date.now();
      const target = new URL(url);
      const done = (statusCode: number | null, response: string) =>
        resolve({ statusCode, durationMs: Date.now() - started, response });
      // An address literal skips lookup, so it is checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (!opts.allowPrivate && /^[\d.]+$|:/.test(literal) && isRefusedAddress(literal))
        return done(null, `refused: ${literal} is a private address`);
      const client = target.protocol === 'https:' ? https : http;
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'B2B-Marketplace-Webhooks/1',
          },
          timeout: opts.timeoutMs,
          lookup: lookup as never,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          res.on('data', (chunk: Buffer) => {
            if (kept < WEBHOOK_RESPONSE_KEPT_BYTES) {
              chunks.push(chunk);
              kept += chunk.length;
            }
            if (kept >= WEBHOOK_RESPONSE_KEPT_BYTES) res.destroy();
          });
          const finish = () =>
            done(
              res.statusCode ?? null,
              Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString('utf8'),
            );
          res.on('end', finish);
          res.on('close', finish);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
      req.on('error', (err) => done(null, err.message));
      req.end(body);
    });
}
