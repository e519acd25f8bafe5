/**
 * Offline validation of what ships (images, compose, Kubernetes): scripts/deploy/check.mjs does
 * the checking with kustomize, the Kubernetes API types (strict decoding), the Kubernetes OpenAPI
 * schemas (kubernetes-models), compose-go and dockerfile-ast, plus this product's rules. These
 * tests prove the shipped files pass, and that a broken field in each kind of file fails.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, parseDocument, stringify } from 'yaml';

const root = path.resolve(__dirname, '../..');
const check = path.join(root, 'scripts/deploy/check.mjs');
let tmp: string;

type K8sObject = {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  data: Record<string, string>;
};

/** Runs check.mjs with `args`; returns its problems (and the exit status). */
function runCheck(...args: string[]): { status: number | null; problems: string[] } {
  const res = spawnSync(process.execPath, [check, ...args, '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = res.stdout.trim().split('\n').pop() ?? '';
  if (!line.startsWith('{')) throw new Error(`check.mjs ${args.join(' ')} failed: ${res.stderr}`);
  return { status: res.status, problems: (JSON.parse(line) as { problems: string[] }).problems };
}

function writeTmp(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-spec-'));
  // kustomize, k8s-check and compose-check: built once into .data/bin (minutes on a cold Go cache).
  const tools = spawnSync(process.execPath, [path.join(root, 'scripts/deploy/tools.mjs')], {
    encoding: 'utf8',
  });
  if (tools.status !== 0) throw new Error(`building the deploy tools failed:\n${tools.stderr}`);
}, 30 * 60_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('what ships', () => {
  it('every overlay, the compose file, both Dockerfiles and .dockerignore pass every check', () => {
    const { status, problems } = runCheck();
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  }, 120_000);
});

describe('a broken Kubernetes manifest fails', () => {
  let prod: K8sObject[];

  beforeAll(() => {
    const rendered = spawnSync(process.execPath, [check, 'render', 'prod'], { cwd: root, encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(rendered.stderr);
    prod = parseAllDocuments(rendered.stdout).map((d) => d.toJS() as K8sObject);
  }, 120_000);

  const find = (docs: K8sObject[], kind: string, name: string) => {
    const found = docs.find((d) => d.kind === kind && d.metadata.name === name);
    if (!found) throw new Error(`${kind}/${name} not rendered`);
    return found;
  };

  it('reports each broken field, by the checker that owns it', () => {
    const docs = structuredClone(prod);
    const container = (name: string) => find(docs, 'Deployment', name).spec.template.spec.containers[0];
    // Unknown field (a typo): strict decoding with the API types.
    container('buyer').readynessProbe = container('buyer').readinessProbe;
    delete container('buyer').readinessProbe;
    // Wrong type: strict decoding and the OpenAPI schema.
    find(docs, 'Deployment', 'admin').spec.replicas = 'three';
    // Missing required field: the OpenAPI schema.
    delete find(docs, 'Service', 'mfe-supplier').spec.ports[0].port;
    // Product rules.
    delete container('supplier').resources.limits;
    container('identity').securityContext.readOnlyRootFilesystem = false;
    find(docs, 'Deployment', 'realtime').spec.template.spec.terminationGracePeriodSeconds = 10;
    delete find(docs, 'Ingress', 'marketplace-ws').metadata.annotations![
      'nginx.ingress.kubernetes.io/proxy-read-timeout'
    ];
    delete find(docs, 'Ingress', 'marketplace-web').spec.tls;
    find(docs, 'NetworkPolicy', 'buyer').spec.egress.push(
      find(docs, 'NetworkPolicy', 'identity').spec.egress[2],
    );
    // A value the service's own config schema refuses at start-up.
    docs.find(
      (d) => d.kind === 'ConfigMap' && d.metadata.name.startsWith('identity-config'),
    )!.data.PUBLIC_URL = 'marketplace.example.com';
    const hpaIndex = docs.findIndex(
      (d) => d.kind === 'HorizontalPodAutoscaler' && d.spec.scaleTargetRef.name === 'mfe-admin',
    );
    docs.splice(hpaIndex, 1);

    const file = writeTmp('prod-broken.yaml', docs.map((d) => stringify(d)).join('---\n'));
    const { status, problems } = runCheck('k8s', 'prod', file);
    expect(status).toBe(1);
    for (const expected of [
      /^strict decoding: .*Deployment\/buyer: .*unknown field "spec\.template\.spec\.containers\[0\]\.readynessProbe"/,
      /^strict decoding: .*Deployment\/admin: .*replicas/,
      /^schema: Deployment\/admin: .*replicas must be integer/,
      /^schema: Service\/mfe-supplier: .*must have required property port/,
      /^rule: Deployment\/buyer: readiness probe must GET \/ready/,
      /^rule: Deployment\/supplier container supplier: resources\.limits\.cpu missing/,
      /^rule: Deployment\/identity container identity: readOnlyRootFilesystem must be true/,
      /^rule: Deployment\/realtime: terminationGracePeriodSeconds 10 < preStop/,
      /^rule: Ingress\/marketplace-ws: proxy-read-timeout/,
      /^rule: Ingress\/marketplace-web: TLS for its host is required in prod/,
      /^rule: NetworkPolicy\/buyer: egress to minio is not needed/,
      /^rule: HorizontalPodAutoscaler for mfe-admin missing/,
      /^env: k8s prod Deployment\/identity: identity: PUBLIC_URL: /,
    ])
      expect(problems).toContainEqual(expect.stringMatching(expected));
  }, 120_000);

  it('the unbroken rendering of the same overlay passes (the failures above are the mutations)', () => {
    const file = writeTmp('prod.yaml', prod.map((d) => stringify(d)).join('---\n'));
    expect(runCheck('k8s', 'prod', file).problems).toEqual([]);
  }, 120_000);
});

describe('a broken compose file fails', () => {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const copyNextToDockerfiles = (name: string, text: string) => {
    // compose-check resolves build contexts and the rules read the Dockerfiles beside the file.
    const dir = fs.mkdtempSync(path.join(tmp, 'compose-'));
    for (const f of ['Dockerfile.service', 'Dockerfile.web'])
      fs.copyFileSync(path.join(root, f), path.join(dir, f));
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('compose-go refuses a field outside the Compose specification', () => {
    // The first one is in the x-needs-data anchor: every service that waits for MongoDB.
    const broken = compose.replace('condition: service_healthy', 'condition: service_happy');
    expect(broken).not.toBe(compose);
    const { status, problems } = runCheck('compose', copyNextToDockerfiles('docker-compose.yml', broken));
    expect(status).toBe(1);
    expect(problems.join('\n')).toMatch(/compose-go: .*condition.*must be one of/);
  }, 60_000);

  it("the product rules and the services' config schemas catch what compose-go accepts", () => {
    const doc = parseDocument(compose, { merge: true });
    doc.deleteIn(['services', 'mongo', 'healthcheck']);
    doc.setIn(['services', 'identity', 'ports'], ['4001:4001']);
    doc.deleteIn(['services', 'seed', 'profiles']);
    doc.setIn(['services', 'edge', 'depends_on', 'identity', 'condition'], 'service_started');
    // Not a mail URL: identity's own config schema refuses it.
    doc.setIn(['services', 'identity', 'environment', 'SMTP_URL'], 'mail.example.com');
    const { status, problems } = runCheck(
      'compose',
      copyNextToDockerfiles('docker-compose.yml', doc.toString()),
    );
    expect(status).toBe(1);
    expect(problems).toEqual(
      expect.arrayContaining([
        'rule: mongo: needs a health check (in compose or in its Dockerfile)',
        'rule: identity: only the edge publishes a port',
        'rule: seed: must be optional (profile demo)',
        'rule: edge: depends_on identity must wait for service_healthy (has service_started)',
        expect.stringMatching(/^env: compose: identity: SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
      ]),
    );
  }, 60_000);
});

describe('a broken Dockerfile fails', () => {
  it('reports a floating base image, root, no HEALTHCHECK, installs and keys in the runtime stage', () => {
    const original = fs.readFileSync(path.join(root, 'Dockerfile.service'), 'utf8');
    const broken = original
      .replace('ARG NODE_IMAGE=node:20.20.2-bookworm-slim', 'ARG NODE_IMAGE=node:latest')
      .replace('USER 1000:1000', 'USER root')
      .replace(/^HEALTHCHECK .*$/m, '')
      .replace('WORKDIR /app', 'WORKDIR /app\nRUN npm install --omit=dev\nCOPY .data/keys /keys');
    expect(broken).not.toBe(original);
    const { status, problems } = runCheck('dockerfile', writeTmp('Dockerfile.broken', broken));
    expect(status).toBe(1);
    const text = problems.join('\n');
    expect(text).toContain('base image "${NODE_IMAGE}" (node:latest) must be pinned');
    expect(text).toContain('the runtime stage runs as root');
    expect(text).toContain('needs a HEALTHCHECK CMD');
    expect(text).toContain('the runtime stage must not install packages');
    expect(text).toContain('keys, .env and .data never go into an image');
  }, 60_000);
});
