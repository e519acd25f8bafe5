// Run with `node --import tsx`: checks deployment environments against the services' own config
// schemas (services/<name>/src/config.ts, the same code that validates at start-up), so a compose
// file or manifest cannot set a variable the service would refuse. Reads
// `[{ where, service, env }]` as JSON on stdin; prints `{ problems: [...] }`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCHEMAS = {
  identity: ['services/identity/src/config.ts', 'identityConfigSchema'],
  buyer: ['services/buyer/src/config.ts', 'buyerConfigSchema'],
  supplier: ['services/supplier/src/config.ts', 'supplierConfigSchema'],
  admin: ['services/admin/src/config.ts', 'adminConfigSchema'],
  realtime: ['services/realtime/src/config.ts', 'realtimeConfigSchema'],
  notifications: ['services/notifications/src/config.ts', 'notificationsConfigSchema'],
};

const { loadConfig } = await import(path.join(repoRoot, 'libs/service-kit/src/core/config.ts'));
const checks = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const { where, service, env } of checks) {
  try {
    if (service === 'edge') {
      const { loadEdgeConfig } = await import(path.join(repoRoot, 'services/edge/src/config.ts'));
      loadEdgeConfig(env);
    } else {
      const [file, exported] = SCHEMAS[service];
      const schema = (await import(path.join(repoRoot, file)))[exported];
      loadConfig(schema, env);
    }
  } catch (error) {
    for (const line of (error.lines ?? [error.message]).map(String))
      problems.push(`env: ${where}: ${service}: ${line.trim()}`);
  }
}
console.log(JSON.stringify({ problems }));
