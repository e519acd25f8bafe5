import path from 'node:path';

export const SERVICES = ['identity', 'buyer', 'supplier', 'admin'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The remotes: MF container name, the area they serve, where the edge serves their build. */
export const REMOTES = [
  { name: 'mfe_buyer', role: 'buyer', env: 'REMOTE_BUYER_URL', distEnv: 'MFE_BUYER_DIST', dir: 'mfe-buyer' },
  {
    name: 'mfe_supplier',
    role: 'supplier',
    env: 'REMOTE_SUPPLIER_URL',
    distEnv: 'MFE_SUPPLIER_DIST',
    dir: 'mfe-supplier',
  },
  { name: 'mfe_admin', role: 'admin', env: 'REMOTE_ADMIN_URL', distEnv: 'MFE_ADMIN_DIST', dir: 'mfe-admin' },
] as const;
export type RemoteRole = (typeof REMOTES)[number]['role'];

export interface EdgeConfig {
  host: string;
  port: number;
  /** Built shell (index.html + assets). */
  shellDir: string;
  /** Built remotes by role area, served at /remotes/<role>/. */
  remoteDirs: Record<RemoteRole, string>;
  /** Body of GET /remotes.json: MF container name → manifest URL. */
  remotes: Record<string, string>;
  services: Record<ServiceName, string>;
  realtimeUrl: string;
  /** Longest wait for a service's answer before a 504. */
  proxyTimeoutMs: number;
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DEFAULT_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  buyer: 4002,
  supplier: 4003,
  admin: 4004,
};

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function url(value: string | undefined, fallback: string, name: string): string {
  const out = value && value.trim() !== '' ? value.trim() : fallback;
  try {
    new URL(out);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${out}"`);
  }
  return out.replace(/\/+$/, '');
}

/** Everything deploy-specific comes from the environment, with local-run defaults. */
export function loadEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const services = Object.fromEntries(
    SERVICES.map((s) => {
      const key = `${s.toUpperCase()}_URL`;
      return [s, url(env[key], `http://127.0.0.1:${DEFAULT_PORTS[s]}`, key)];
    }),
  ) as Record<ServiceName, string>;
  return {
    host: env.EDGE_HOST || '127.0.0.1',
    port: int(env.EDGE_PORT, 8080, 'EDGE_PORT'),
    shellDir: path.resolve(env.SHELL_DIST || path.join(REPO_ROOT, 'shell/dist')),
    remoteDirs: Object.fromEntries(
      REMOTES.map((r) => [r.role, path.resolve(env[r.distEnv] || path.join(REPO_ROOT, r.dir, 'dist'))]),
    ) as Record<RemoteRole, string>,
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, env[r.env]?.trim() || `/remotes/${r.role}/mf-manifest.json`]),
    ),
    services,
    realtimeUrl: url(env.REALTIME_URL, 'http://127.0.0.1:4005', 'REALTIME_URL'),
    proxyTimeoutMs: int(env.EDGE_PROXY_TIMEOUT_MS, 30_000, 'EDGE_PROXY_TIMEOUT_MS'),
  };
}
