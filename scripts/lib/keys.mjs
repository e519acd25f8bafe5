// Dev-only JWT signing keys. Services read them from .data/keys; production injects real ones.
import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { keysDir } from './paths.mjs';

// Write-then-rename so a concurrent reader never sees half a PEM.
function writeAtomic(file, content, mode) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode });
  renameSync(tmp, file);
}

/** A JWT signing key pair as the services read it: RSA 2048, PEM (public SPKI, private PKCS#8). */
export function jwtKeyPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function ensureDevKeys({ dir = keysDir } = {}) {
  const privateKeyPath = path.join(dir, 'jwt-private.pem');
  const publicKeyPath = path.join(dir, 'jwt-public.pem');
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  if (existsSync(privateKeyPath)) {
    if (!existsSync(publicKeyPath)) {
      const publicPem = createPublicKey(createPrivateKey(readFileSync(privateKeyPath))).export({
        type: 'spki',
        format: 'pem',
      });
      writeAtomic(publicKeyPath, publicPem, 0o644);
    }
    return { privateKeyPath, publicKeyPath, created: false };
  }

  const { publicKey, privateKey } = jwtKeyPair();
  // Public first: the private key's presence is what marks the pair as complete.
  writeAtomic(publicKeyPath, publicKey, 0o644);
  writeAtomic(privateKeyPath, privateKey, 0o600);
  return { privateKeyPath, publicKeyPath, created: true };
}
