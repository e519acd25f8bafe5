/**
 * The local run of what ships (`npm run deploy:smoke`, scripts/images), checked without a container
 * engine: the override merges into docker-compose.yml and names exactly the images the project's
 * base script builds; the compose runner turns a service into the podman flags compose means; the
 * kube plan plays or lists every object of the dev overlay. The run itself needs podman: see
 * README, "Run the images on this machine".
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs an ES module snippet from the repository root and returns what it printed as JSON. */
function moduleJson<T>(code: string): T {
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout) as T;
}

jest.setTimeout(120_000);

type Service = {
  image: string;
  environment?: Record<string, string | null>;
  command?: string[];
  healthcheck?: { test: string[] };
};

describe('docker-compose.local.yml over docker-compose.yml', () => {
  let merged: { services: Record<string, Service> };
  let bases: Record<string, string>;

  beforeAll(() => {
    ({ merged, bases } = moduleJson<{ merged: typeof merged; bases: typeof bases }>(`
      import { loadProject } from './scripts/images/compose.mjs';
      import { localBaseImages } from './scripts/images/bases.mjs';
      const merged = await loadProject({ profiles: ['demo'], env: { PATH: process.env.PATH } });
      console.log(JSON.stringify({ merged, bases: localBaseImages() }));
    `));
  });

  it('replaces MongoDB with FerretDB on the PostgreSQL of its own container', () => {
    expect(merged.services.mongo.image).toBe(bases.ferretdb);
    expect(merged.services.mongo.command).toEqual(
      expect.arrayContaining([
        '--handler=postgresql',
        'ferretdb',
        '--postgresql-url=postgres://postgres@postgres:5432/postgres',
      ]),
    );
    expect(merged.services.postgres.image).toBe(bases.postgres);
    for (const name of ['identity', 'buyer', 'supplier', 'admin', 'realtime', 'notifications'])
      expect([name, merged.services[name].environment?.MONGO_URL]).toEqual([name, 'mongodb://mongo:27017/']);
  });

  it('runs only images the base script builds or `npm run images` tags', () => {
    const built = new Set([
      ...Object.values(bases),
      ...['identity', 'buyer', 'supplier', 'admin', 'realtime', 'notifications', 'edge'].map(
        (n) => `marketplace/${n}:local`,
      ),
      ...['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'].map((n) => `marketplace/${n}:local`),
    ]);
    const foreign = Object.entries(merged.services)
      .filter(([, s]) => !built.has(s.image))
      .map(([name, s]) => `${name}: ${s.image}`);
    expect(foreign).toEqual([]);
  });

  it('gives every long-running infrastructure service a health check its image can run', () => {
    for (const name of ['postgres', 'mongo', 'nats', 'minio'])
      expect([name, merged.services[name].healthcheck?.test?.[1]]).toEqual([
        name,
        name === 'postgres' ? 'pg_isready' : 'wget',
      ]);
  });
});

describe('the compose runner (scripts/images/compose.mjs)', () => {
  it('turns a compose service into the podman flags compose means', () => {
    const { args, health } = moduleJson<{ args: string[]; health: string }>(`
      import { loadProject, runArgs, healthCommand } from './scripts/images/compose.mjs';
      const project = await loadProject({ env: { PATH: process.env.PATH, MARKETPLACE_PORT: '18080' } });
      console.log(JSON.stringify({
        args: runArgs('p', 'edge', project.services.edge, {}, ['extra-alias']),
        health: healthCommand(['CMD', 'wget', '-q', 'http://127.0.0.1:8222/healthz?js-enabled-only=true']),
      }));
    `);
    const flag = (name: string) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []));
    expect(flag('--name')).toEqual(['p-edge-1']);
    expect(flag('--network')).toEqual(['p_default']);
    expect(flag('--network-alias')).toEqual(['edge', 'extra-alias']);
    expect(flag('--restart')).toEqual(['unless-stopped']);
    expect(flag('--cap-drop')).toEqual(['ALL']);
    expect(flag('--security-opt')).toEqual(['no-new-privileges']);
    expect(flag('--tmpfs')).toEqual(['/tmp']);
    expect(flag('--publish')).toEqual(['18080:8080']);
    expect(args).toContain('--read-only');
    expect(flag('--env')).toEqual(expect.arrayContaining(['IDENTITY_URL=http://identity:4001']));
    expect(args.at(-1)).toBe('marketplace/edge:local');
    expect(health).toBe("wget -q 'http://127.0.0.1:8222/healthz?js-enabled-only=true'");
  });
});

describe('the kube plan of k8s/overlays/dev (scripts/images/kube.mjs)', () => {
  type Plan = {
    kinds: Record<string, number>;
    notPlayed: string[];
    deployments: {
      name: string;
      alias: string;
      ports: unknown[];
      volumes: { name: string; hostPath?: { path: string } }[];
    }[];
    mongoUrls: string[];
    secrets: string[];
    publicUrls: string[];
    edgeRealtime: string;
  };
  let plan: Plan;

  beforeAll(() => {
    plan = moduleJson<Plan>(`
      import { ensureDeployTools } from './scripts/deploy/tools.mjs';
      import { parseManifests, renderOverlay } from './scripts/deploy/check.mjs';
      import { planKube, NOT_PLAYED } from './scripts/images/kube.mjs';
      await ensureDeployTools({ log: () => {} });
      const docs = parseManifests(renderOverlay('dev'));
      const p = planKube(docs, { port: 18081 });
      const kinds = {};
      for (const d of docs) kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
      const unb64 = (v) => Buffer.from(v, 'base64').toString();
      console.log(JSON.stringify({
        kinds,
        notPlayed: Object.keys(NOT_PLAYED),
        deployments: p.deployments.map(({ deployment, alias }) => ({
          name: deployment.metadata.name,
          alias,
          ports: deployment.spec.template.spec.containers.flatMap((c) => c.ports ?? []),
          volumes: deployment.spec.template.spec.volumes ?? [],
        })),
        mongoUrls: Object.entries(p.secrets).filter(([n]) => n.includes('-mongo')).map(([, d]) => unb64(d.url)),
        secrets: Object.keys(p.secrets),
        publicUrls: p.configMaps.map((c) => c.data.PUBLIC_URL).filter(Boolean),
        edgeRealtime: p.configMaps.find((c) => c.metadata.name.startsWith('edge-config')).data.REALTIME_URL,
      }));
    `);
  });

  it('plays or lists every kind the overlay renders', () => {
    const played = ['Deployment', 'ConfigMap', 'Secret'];
    expect(Object.keys(plan.kinds).filter((k) => !played.includes(k) && !plan.notPlayed.includes(k))).toEqual(
      [],
    );
    expect(plan.deployments.map((d) => d.name).sort()).toEqual([
      'admin',
      'buyer',
      'edge',
      'identity',
      'mfe-admin',
      'mfe-buyer',
      'mfe-supplier',
      'notifications',
      'realtime',
      'shell',
      'supplier',
    ]);
    for (const d of plan.deployments) expect(d.alias).toBe(d.name);
  });

  it('publishes only the edge, on loopback, and mounts the JWT Secrets from files', () => {
    expect(plan.deployments.filter((d) => d.ports.length).map((d) => [d.name, d.ports])).toEqual([
      ['edge', [expect.objectContaining({ containerPort: 8080, hostPort: 18081, hostIP: '127.0.0.1' })]],
    ]);
    const identity = plan.deployments.find((d) => d.name === 'identity')!;
    expect(
      identity.volumes
        .filter((v) => v.hostPath)
        .map((v) => path.basename(v.hostPath!.path))
        .sort(),
    ).toEqual(['identity-jwt-private', 'marketplace-jwt-public']);
    expect(plan.secrets).toEqual(expect.arrayContaining(['identity-jwt-private', 'marketplace-jwt-public']));
  });

  it('points the services at the one FerretDB (no replica set) and the site at the published port', () => {
    expect(plan.mongoUrls.length).toBe(6);
    for (const url of plan.mongoUrls) expect(url).toBe('mongodb://mongodb:27017/');
    expect(new Set(plan.publicUrls)).toEqual(new Set(['http://localhost:18081']));
    expect(plan.edgeRealtime).toBe('http://realtime:4005');
  });
});
