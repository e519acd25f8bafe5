// Where the repository and its local state live, independent of the caller's cwd.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dataDir = path.join(repoRoot, '.data');
export const binDir = path.join(dataDir, 'bin');
export const logsDir = path.join(dataDir, 'logs');
export const pidsDir = path.join(dataDir, 'pids');
export const reportsDir = path.join(dataDir, 'reports');
export const keysDir = path.join(dataDir, 'keys');
