import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` carries one `v1,<sig>` per
 * live secret (space-separated), so a receiver still on the old secret verifies during a
 * rotation's overlap, and one already on the new secret does too.
 */
export function signedHeaders(
  messageId: string,
  payload: string,
  secrets: readonly string[],
  at: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, payload));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** A new `whsec_…` secret: 24 random bytes, base64 (what the package's verifier expects). */
export function newWebhookSecret(random: (size: number) => Buffer): string {
  return `whsec_${random(24).toString('base64')}`;
}
