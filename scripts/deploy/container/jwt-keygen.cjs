// One-shot for docker compose: writes an RS256 key pair for the access tokens unless one is
// already there. `node jwt-keygen.cjs <privateDir> <publicDir>` → jwt-private.pem (PKCS#8, 0600)
// and jwt-public.pem (SPKI). Two folders, so only identity mounts the private key.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const [privateDir = '/keys/private', publicDir = '/keys/public'] = process.argv.slice(2);
const privateFile = path.join(privateDir, 'jwt-private.pem');
const publicFile = path.join(publicDir, 'jwt-public.pem');

if (fs.existsSync(privateFile) && fs.existsSync(publicFile)) {
  console.log('jwt-keygen: key pair present, nothing to do');
} else {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  fs.writeFileSync(privateFile, privateKey, { mode: 0o600 });
  fs.writeFileSync(publicFile, publicKey, { mode: 0o644 });
  console.log('jwt-keygen: new key pair written');
}
