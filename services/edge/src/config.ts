import path from 'node:path';
import { REMOTE_APPS, type RemoteApp } from '@marketplace/contracts';
import { httpPolicyFromEnv } from '@marketplace/service-kit/http';

export const SERVICES = ['identity', 'buyer', 'supplier', 'admin', 'notifications'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The remotes come from the one list in libs/contracts (MF names, roles, build folders, env). */
export const REMOTES = REMOTE_APPS;
export type RemoteRole = RemoteApp['role'];

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
  /**
   * Requests one client address may have in progress at the edge (EDGE_MAX_REQUESTS_PER_CLIENT,
   * default 256; 0: no cap). Past it: 429 with Retry-After. An office of buyers behind one address
   * stays far below it; a client holding hundreds of half-sent bodies does not.
   */
  maxRequestsPerClient: number;
  /** The site's origins (PUBLIC_ORIGINS / PUBLIC_URL): the only pages that may change state. */
  publicOrigins: string[];
  /** Host names answered (EDGE_PUBLIC_HOSTS, default the hosts of publicOrigins); others get 421. */
  publicHosts: string[];
  /** Proxies in front of the edge (TRUST_PROXY_HOPS, default 0: the browser talks to the edge). */
  trustProxyHops: number;
  /** Strict-Transport-Security (EDGE_HSTS, default on when every public origin is https). */
  hsts: boolean;
  /**
   * Web apps served by their own containers (docker compose): the shell's and each remote's
   * server, to which the edge forwards `/` and `/remotes/<role>/` with the path kept. Null:
   * serve the local builds (`shellDir`, `remoteDirs`).
   */
  webUpstreams: { shell: string; remotes: Record<RemoteRole, string> } | null;
  /**
   * The longest a role area's page waits for its server-rendered first view
   * (EDGE_SERVER_VIEW_BUDGET_MS, default 1000; 0: no server views). Past it the browser gets
   * index.html with the area's head start and draws the page itself, so this bounds what the view
   * may cost. Why 1 s: that page is usable 1.5 s or more later than a drawn one on a slow network
   * (its data and the code to draw it come after it), so a view that takes up to 1 s is worth
   * waiting for; at 600 ms, 9 of ~30 first loads fell back on a busy 2-core machine (views of 635-1,308 ms).
   */
  serverViewBudgetMs: number;
  /**
   * Where Prometheus reads the edge's metrics (EDGE_METRICS_PORT, default 9464; 0: not served):
   * a listener of its own on `host`, never the public port, as the services keep theirs off the
   * public paths.
   */
  metricsPort: number;
  /**
   * Calls an API key may make through the edge: EDGE_API_KEY_RATE a second on average (default
   * 20), EDGE_API_KEY_BURST at once (default 40); past it 429 with Retry-After.
   */
  apiKeyRate: { perSecond: number; burst: number };
}

/** `mfe_buyer` → `MFE_BUYER_UPSTREAM_URL`: where that remote's own web server answers. */
export const remoteUpstreamEnv = (remote: RemoteApp): string => `${remote.name.toUpperCase()}_UPSTREAM_URL`;

function webUpstreams(env: NodeJS.ProcessEnv): EdgeConfig['webUpstreams'] {
  if (!env.SHELL_UPSTREAM_URL?.trim()) return null;
  const missing = REMOTES.map(remoteUpstreamEnv).filter((key) => !env[key]?.trim());
  if (missing.length) throw new Error(`SHELL_UPSTREAM_URL is set, so ${missing.join(', ')} must be set too`);
  return {
    shell: url(env.SHELL_UPSTREAM_URL, '', 'SHELL_UPSTREAM_URL'),
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.role, url(env[remoteUpstreamEnv(r)], '', remoteUpstreamEnv(r))]),
    ) as Record<RemoteRole, string>,
  };
}

const REPO_ROOT = path.resolve(__dirname, '../../..');
const DEFAULT_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  buyer: 4002,
  supplier: 4003,
  admin: 4004,
  notifications: 4006,
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
  const policy = httpPolicyFromEnv({ ...env, TRUST_PROXY_HOPS: env.TRUST_PROXY_HOPS || '0' });
  const hosts = (env.EDGE_PUBLIC_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const allHttps = policy.publicOrigins.every((o) => o.startsWith('https:'));
  return {
    publicOrigins: policy.publicOrigins,
    publicHosts: hosts.length ? hosts : policy.publicOrigins.map((o) => new URL(o).host),
    trustProxyHops: policy.trustProxyHops,
    hsts: env.EDGE_HSTS ? env.EDGE_HSTS === 'true' : allHttps,
    host: env.EDGE_HOST || '127.0.0.1',
    port: int(env.EDGE_PORT, 8080, 'EDGE_PORT'),
    shellDir: path.resolve(env.SHELL_DIST || path.join(REPO_ROOT, 'shell/dist')),
    remoteDirs: Object.fromEntries(
      REMOTES.map((r) => [r.role, path.resolve(env[r.distEnv] || path.join(REPO_ROOT, r.dir, 'dist'))]),
    ) as Record<RemoteRole, string>,
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.name, env[r.urlEnv]?.trim() || `/remotes/${r.role}/mf-manifest.json`]),
    ),
    services,
    realtimeUrl: url(env.REALTIME_URL, 'http://127.0.0.1:4005', 'REALTIME_URL'),
    proxyTimeoutMs: int(env.EDGE_PROXY_TIMEOUT_MS, 30_000, 'EDGE_PROXY_TIMEOUT_MS'),
    maxRequestsPerClient: int(env.EDGE_MAX_REQUESTS_PER_CLIENT, 256, 'EDGE_MAX_REQUESTS_PER_CLIENT'),
    webUpstreams: webUpstreams(env),
    serverViewBudgetMs: int(env.EDGE_SERVER_VIEW_BUDGET_MS, 1000, 'EDGE_SERVER_VIEW_BUDGET_MS'),
    metricsPort: int(env.EDGE_METRICS_PORT, 9464, 'EDGE_METRICS_PORT'),
    apiKeyRate: {
      perSecond: int(env.EDGE_API_KEY_RATE, 20, 'EDGE_API_KEY_RATE'),
      burst: int(env.EDGE_API_KEY_BURST, 40, 'EDGE_API_KEY_BURST'),
    },
  };
}
