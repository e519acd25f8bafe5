import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer secrets (refresh tokens, verification links): 32 random bytes, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a database leak does not hand out usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
