#!/usr/bin/env node
// Offline validation of everything that ships: images, compose, Kubernetes. No container engine
// or cluster is needed; the tools are built by scripts/deploy/tools.mjs.
//
//   node scripts/deploy/check.mjs                       everything; exit 1 on any problem
//   node scripts/deploy/check.mjs k8s <overlay> [file]  render k8s/overlays/<overlay> (or read an
//                                                       already rendered file) and check it
//   node scripts/deploy/check.mjs compose <file>        a Compose file
//   node scripts/deploy/check.mjs dockerfile <file>     a Dockerfile
//   node scripts/deploy/check.mjs render <overlay>      print the rendered overlay
//   --json                                              one JSON object { problems: [...] }
//
// Kubernetes: strict decoding with the API's own Go types (k8s-check: unknown fields, wrong
// types), the OpenAPI schemas (kubernetes-models: required fields, formats, enums), and the
// rules of this product (probes, limits, non-root, policies, …) below.
// Compose: compose-go (the loader of docker compose: schema, interpolation, merge) and rules.
// Dockerfiles: dockerfile-ast and rules.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { ensureDeployTools, toolPath } from './tools.mjs';

const require = createRequire(import.meta.url);
const { DockerfileParser } = require('dockerfile-ast');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OVERLAYS = ['dev', 'prod'];
export const SERVICES = ['identity', 'buyer', 'supplier', 'admin', 'realtime', 'notifications'];
const REMOTES = JSON.parse(readFileSync(path.join(repoRoot, 'libs/contracts/src/remotes.json'), 'utf8'));
export const WEB_APPS = ['shell', ...REMOTES.map((r) => r.dir)];
/** What the services need from the data stores (egress allowed by their NetworkPolicies). */
const STORES = {
  identity: ['mongodb', 'nats', 'minio'],
  buyer: ['mongodb', 'nats'],
  supplier: ['mongodb', 'nats', 'minio'],
  admin: ['mongodb', 'nats'],
  realtime: ['mongodb', 'nats'],
  notifications: ['mongodb', 'nats'],
};
/** Services that reach the public internet: mail (identity, notifications) and webhooks (notifications). */
const INTERNET = ['identity', 'notifications'];
/**
 * A dev cluster's one call between services: the notifications service mails identity's embedded
 * sink (k8s/overlays/dev); nowhere else.
 */
const DEV_MAIL_SINK = { from: 'notifications', to: 'identity' };
const BUCKETS = ['avatars', 'product-images', 'invoices'];
/** What the edge reads for a role area's server view (k8s/base/web/edge.yaml): it must be let in. */
const EDGE_READS = [...WEB_APPS, 'identity', 'buyer', 'supplier', 'admin'];

// ---- Kubernetes -------------------------------------------------------------------------------

export function renderOverlay(overlay) {
  const res = spawnSync(toolPath('kustomize'), ['build', path.join(repoRoot, 'k8s', 'overlays', overlay)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0)
    throw new Error(`kustomize build ${overlay} failed: ${res.stderr || res.error?.message}`);
  return res.stdout;
}

export function parseManifests(text) {
  const docs = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length) throw new Error(`YAML: ${doc.errors[0].message}`);
    const value = doc.toJS();
    if (value) docs.push(value);
  }
  return docs;
}

const nameOf = (o) => `${o?.kind}/${o?.metadata?.name}`;

/** Strict decoding with k8s.io/api types (Go). */
export function strictDecodeProblems(text) {
  const res = spawnSync(toolPath('k8s-check'), [], {
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.error) return [`k8s-check did not run: ${res.error.message}`];
  return res.status === 0
    ? []
    : res.stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => `strict decoding: ${line}`);
}

/** OpenAPI schema validation through kubernetes-models (one generated validator per kind). */
export async function schemaProblems(docs) {
  const problems = [];
  for (const doc of docs) {
    const group = String(doc.apiVersion ?? '');
    let Model;
    try {
      Model = (await import(`kubernetes-models/${group}/${doc.kind}`))[doc.kind];
    } catch {
      problems.push(`schema: ${nameOf(doc)}: no schema for ${group} ${doc.kind}`);
      continue;
    }
    try {
      new Model(doc).validate();
    } catch (error) {
      problems.push(`schema: ${nameOf(doc)}: ${error.message.split('\n')[0]}`);
    }
  }
  return problems;
}

const podSpecOf = (o) =>
  o.kind === 'Deployment' || o.kind === 'StatefulSet' || o.kind === 'Job' ? o.spec?.template?.spec : null;
const labelsMatch = (selector = {}, labels = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);
const pinnedImage = (image = '') => /@sha256:[0-9a-f]{64}$/.test(image) || /:[^:/]*\d[^:/]*$/.test(image);

/** The product's rules for rendered manifests of one overlay. */
export function manifestRuleProblems(docs, overlay) {
  const problems = [];
  const fail = (msg) => problems.push(`rule: ${msg}`);
  const byKind = (kind) => docs.filter((d) => d.kind === kind);
  const configMaps = byKind('ConfigMap');
  const serviceEnv = configMaps.find((c) => c.metadata.name.startsWith('marketplace-services'))?.data ?? {};
  const graceMs = Number(serviceEnv.SHUTDOWN_GRACE_MS);

  // Every pod: non-root, read-only root, no escalation, no capabilities, seccomp, limits, pinned.
  for (const o of docs) {
    const pod = podSpecOf(o);
    if (!pod) continue;
    const podSec = pod.securityContext ?? {};
    if (pod.automountServiceAccountToken !== false)
      fail(`${nameOf(o)}: automountServiceAccountToken must be false`);
    for (const c of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      const sec = c.securityContext ?? {};
      const where = `${nameOf(o)} container ${c.name}`;
      if ((sec.runAsNonRoot ?? podSec.runAsNonRoot) !== true) fail(`${where}: runAsNonRoot must be true`);
      if ((sec.runAsUser ?? podSec.runAsUser) === 0) fail(`${where}: runs as uid 0`);
      if (sec.allowPrivilegeEscalation !== false) fail(`${where}: allowPrivilegeEscalation must be false`);
      if (sec.readOnlyRootFilesystem !== true) fail(`${where}: readOnlyRootFilesystem must be true`);
      if (!(sec.capabilities?.drop ?? []).includes('ALL')) fail(`${where}: capabilities must drop ALL`);
      if ((sec.seccompProfile ?? podSec.seccompProfile)?.type !== 'RuntimeDefault')
        fail(`${where}: seccompProfile must be RuntimeDefault`);
      for (const kind of ['requests', 'limits'])
        for (const res of ['cpu', 'memory'])
          if (!c.resources?.[kind]?.[res]) fail(`${where}: resources.${kind}.${res} missing`);
      if (!pinnedImage(c.image)) fail(`${where}: image "${c.image}" is not pinned to a version or digest`);
      if (o.kind !== 'Job' && (!c.readinessProbe || !c.livenessProbe))
        fail(`${where}: readiness and liveness probes are required`);
      const writable = new Set((c.volumeMounts ?? []).map((m) => m.mountPath));
      if (!writable.has('/tmp'))
        fail(`${where}: /tmp must be a mounted volume (the root filesystem is read-only)`);
    }
  }

  // Our workloads: one Deployment per service and web app with everything around it.
  for (const name of [...SERVICES, ...WEB_APPS]) {
    const dep = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === name);
    if (!dep) {
      fail(`Deployment/${name} missing`);
      continue;
    }
    const pod = dep.spec.template.spec;
    const labels = dep.spec.template.metadata.labels;
    const c = pod.containers[0];
    if (c.readinessProbe?.httpGet?.path !== '/ready')
      fail(`Deployment/${name}: readiness probe must GET /ready`);
    if (c.livenessProbe?.httpGet?.path !== '/health')
      fail(`Deployment/${name}: liveness probe must GET /health`);
    const sleep = Number(c.lifecycle?.preStop?.exec?.command?.[1]);
    if (!(c.lifecycle?.preStop?.exec?.command?.[0] === 'sleep' && sleep > 0))
      fail(`Deployment/${name}: preStop must sleep (so the endpoint is removed before SIGTERM)`);
    if (SERVICES.includes(name)) {
      if (!(graceMs > 0)) fail('ConfigMap marketplace-services: SHUTDOWN_GRACE_MS missing');
      else if (!(pod.terminationGracePeriodSeconds >= sleep + graceMs / 1000 + 1))
        fail(
          `Deployment/${name}: terminationGracePeriodSeconds ${pod.terminationGracePeriodSeconds} < preStop ${sleep} s + SHUTDOWN_GRACE_MS ${graceMs} ms + 1 s`,
        );
    }
    if (
      pod.serviceAccountName !== name ||
      !docs.some((d) => d.kind === 'ServiceAccount' && d.metadata.name === name)
    )
      fail(`Deployment/${name}: needs its own ServiceAccount "${name}"`);
    if (
      !docs.some(
        (d) => d.kind === 'Service' && d.metadata.name === name && labelsMatch(d.spec.selector, labels),
      )
    )
      fail(`Service/${name} missing or not selecting the Deployment's pods`);
    const hpa = docs.find((d) => d.kind === 'HorizontalPodAutoscaler' && d.spec.scaleTargetRef.name === name);
    if (!hpa) fail(`HorizontalPodAutoscaler for ${name} missing`);
    else if (hpa.spec.minReplicas > hpa.spec.maxReplicas) fail(`HorizontalPodAutoscaler/${name}: min > max`);
    if (
      !docs.some((d) => d.kind === 'PodDisruptionBudget' && labelsMatch(d.spec.selector.matchLabels, labels))
    )
      fail(`PodDisruptionBudget for ${name} missing`);
    const policy = docs.find(
      (d) =>
        d.kind === 'NetworkPolicy' &&
        d.metadata.name === name &&
        labelsMatch(d.spec.podSelector.matchLabels, labels),
    );
    if (!policy) {
      fail(`NetworkPolicy/${name} missing`);
      continue;
    }
    const sources = (policy.spec.ingress ?? []).flatMap((rule) => rule.from ?? []);
    const fromController = (s) =>
      s.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx';
    // The edge's pods, in the policy's own namespace (no namespaceSelector).
    const fromEdge = (s) =>
      !s.namespaceSelector && !s.ipBlock && s.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'edge';
    const edgeReads = EDGE_READS.includes(name);
    const fromSinkSender = (s) =>
      overlay === 'dev' &&
      name === DEV_MAIL_SINK.to &&
      !s.namespaceSelector &&
      !s.ipBlock &&
      s.podSelector?.matchLabels?.['app.kubernetes.io/name'] === DEV_MAIL_SINK.from;
    if (
      !sources.some(fromController) ||
      !sources.every((s) => fromController(s) || (edgeReads && fromEdge(s)) || fromSinkSender(s))
    )
      fail(
        `NetworkPolicy/${name}: ingress must come only from the ingress controller's namespace${edgeReads ? ' and the edge' : ''}`,
      );
    if (edgeReads && !sources.some(fromEdge))
      fail(`NetworkPolicy/${name}: the edge must be let in (it reads ${name} for server views)`);
    const egressTo = (policy.spec.egress ?? []).flatMap((rule) =>
      (rule.to ?? []).map((to) => {
        const pods = to.podSelector?.matchLabels ?? {};
        return (
          pods['marketplace.example/datastore'] ??
          (to.namespaceSelector ? undefined : pods['app.kubernetes.io/name']) ??
          to.ipBlock?.cidr
        );
      }),
    );
    const allowed = new Set([
      ...(STORES[name] ?? []),
      ...(INTERNET.includes(name) ? ['0.0.0.0/0'] : []),
      ...(overlay === 'dev' && name === DEV_MAIL_SINK.from ? [DEV_MAIL_SINK.to] : []),
    ]);
    for (const target of egressTo)
      if (!allowed.has(target))
        fail(`NetworkPolicy/${name}: egress to ${target ?? 'anything'} is not needed`);
    for (const store of STORES[name] ?? [])
      if (!egressTo.includes(store)) fail(`NetworkPolicy/${name}: no egress to ${store}`);
  }

  const deny = docs.find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'default-deny');
  if (
    !deny ||
    Object.keys(deny.spec.podSelector ?? { x: 1 }).length !== 0 ||
    !['Ingress', 'Egress'].every((t) => deny.spec.policyTypes?.includes(t)) ||
    deny.spec.ingress?.length ||
    deny.spec.egress?.length
  )
    fail('NetworkPolicy/default-deny must select every pod and deny both directions');

  // Ingress: the one host routes /, /remotes/<role>/, /<role> (the edge), /api/<service> and /ws.
  const ingresses = byKind('Ingress');
  const routes = ingresses.flatMap((ing) =>
    ing.spec.rules.flatMap((rule) =>
      rule.http.paths.map((p) => ({ ing, host: rule.host, path: p.path, backend: p.backend.service.name })),
    ),
  );
  const expectRoute = (test, backend, label) => {
    if (!routes.some((r) => test(r.path) && r.backend === backend))
      fail(`Ingress: no route ${label} → ${backend}`);
  };
  expectRoute((p) => p === '/', 'shell', '/');
  for (const r of REMOTES)
    expectRoute((p) => p.startsWith(`/remotes/${r.role}`), r.dir, `/remotes/${r.role}/`);
  for (const s of SERVICES.filter((s) => s !== 'realtime'))
    expectRoute((p) => p.startsWith(`/api/${s}(`), s, `/api/${s}`);
  expectRoute((p) => p === '/ws', 'realtime', '/ws');
  // The role areas' pages: the edge, for their server-rendered first view.
  for (const r of REMOTES) expectRoute((p) => p === `/${r.role}`, 'edge', `/${r.role}`);
  for (const r of routes.filter((r) => r.path.startsWith('/api/')))
    if (r.ing.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target'] !== '/$2')
      fail(`Ingress/${r.ing.metadata.name}: /api/<service> must be rewritten without its prefix`);
  for (const r of routes.filter((r) => r.path === '/ws'))
    for (const key of ['proxy-read-timeout', 'proxy-send-timeout'])
      if (!(Number(r.ing.metadata.annotations?.[`nginx.ingress.kubernetes.io/${key}`]) >= 3600))
        fail(`Ingress/${r.ing.metadata.name}: ${key} must allow long-lived WebSockets (>= 3600 s)`);
  if (new Set(routes.map((r) => r.host)).size !== 1) fail('Ingress: every route must be on the same host');
  if (overlay === 'prod')
    for (const ing of ingresses)
      if (!ing.spec.tls?.some((t) => t.secretName && t.hosts?.includes(ing.spec.rules[0].host)))
        fail(`Ingress/${ing.metadata.name}: TLS for its host is required in prod`);

  // remotes.json: a ConfigMap mounted into the shell, naming every remote.
  const shell = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'shell');
  const remotesVolume = shell?.spec.template.spec.volumes?.find((v) => v.configMap);
  const remotesMap = configMaps.find((c) => c.metadata.name === remotesVolume?.configMap.name);
  const mounted = shell?.spec.template.spec.containers[0].volumeMounts?.find(
    (m) => m.name === remotesVolume?.name,
  );
  if (!remotesMap?.data?.['remotes.json'] || mounted?.mountPath !== '/etc/marketplace')
    fail('Deployment/shell: remotes.json must come from a ConfigMap mounted at /etc/marketplace');
  else {
    const names = Object.keys(JSON.parse(remotesMap.data['remotes.json'])).sort();
    const expected = REMOTES.map((r) => r.name).sort();
    if (names.join() !== expected.join()) fail(`remotes.json names ${names} but the remotes are ${expected}`);
  }

  // NATS: a 3-node JetStream cluster on persistent volumes; 3-replica streams in prod.
  const nats = docs.find((d) => d.kind === 'StatefulSet' && d.metadata.name === 'nats');
  if (!nats || nats.spec.replicas !== 3 || !nats.spec.volumeClaimTemplates?.length)
    fail('StatefulSet/nats: 3 replicas with a PersistentVolumeClaim each are required');
  const streamReplicas = Number(serviceEnv.NATS_STREAM_REPLICAS);
  if (overlay === 'prod' && streamReplicas !== 3) fail('prod: NATS_STREAM_REPLICAS must be 3');
  if (overlay === 'dev')
    for (const store of ['mongodb', 'minio'])
      if (!docs.some((d) => d.kind === 'StatefulSet' && d.metadata.name === store))
        fail(`dev: StatefulSet/${store} missing`);
  for (const sts of byKind('StatefulSet'))
    if (!sts.spec.volumeClaimTemplates?.length)
      fail(`${nameOf(sts)}: needs a PersistentVolumeClaim template`);

  return problems;
}

/** Secrets the manifests use that the overlay does not create: the operator's to provide. */
export function externalSecretNames(docs) {
  const created = new Set(docs.filter((d) => d.kind === 'Secret').map((d) => d.metadata.name));
  const used = new Set();
  for (const o of docs) {
    const pod = podSpecOf(o);
    if (!pod) continue;
    for (const v of pod.volumes ?? []) if (v.secret) used.add(v.secret.secretName);
    for (const c of pod.containers ?? [])
      for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef) used.add(e.valueFrom.secretKeyRef.name);
  }
  for (const ing of docs.filter((d) => d.kind === 'Ingress'))
    for (const t of ing.spec.tls ?? []) used.add(t.secretName);
  return [...used].filter((name) => !created.has(name)).sort();
}

/**
 * `envChecks`: where to leave the services' environments for one check of them all (each check
 * starts a process that loads every service's config schema, about 2 s); checked here without it.
 */
export async function k8sProblems(overlay, renderedText = renderOverlay(overlay), envChecks = null) {
  const docs = parseManifests(renderedText);
  const problems = [...strictDecodeProblems(renderedText), ...(await schemaProblems(docs))];
  problems.push(...manifestRuleProblems(docs, overlay));
  const envs = manifestServiceEnvs(docs, overlay);
  if (envChecks) envChecks.push(...envs);
  else problems.push(...serviceEnvProblems(envs));
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  for (const name of externalSecretNames(docs))
    if (!readme.includes(`\`${name}\``))
      problems.push(`rule: Secret ${name} is used but not documented in README.md`);
  return problems;
}

// ---- Service environments against the services' config schemas ------------------------------

/** `[{ where, service, env }]` checked by each service's own zod schema (scripts/deploy/service-env-check.mjs). */
export function serviceEnvProblems(checks) {
  if (!checks.length) return [];
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/deploy/service-env-check.mjs')],
    {
      cwd: repoRoot,
      input: JSON.stringify(checks),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = res.stdout.trim().split('\n').pop() ?? '';
  if (res.status !== 0 || !line.startsWith('{'))
    return [`env: the config check did not run: ${res.stderr.trim().split('\n')[0]}`];
  return JSON.parse(line).problems;
}

/** Placeholders for Secret values: only their shape matters to the schemas. */
const SECRET_PLACEHOLDERS = {
  url: 'mongodb://user:secret@mongodb:27017/?replicaSet=rs0',
  'access-key': 'placeholder-access-key',
  'secret-key': 'placeholder-secret-key',
  email: 'admin@example.com',
  password: 'Placeholder#2026-secret',
  'smtp-url': 'smtps://mailer:secret@smtp.example.com:465',
};

/** The environment each service's (and the edge's) container gets in rendered manifests. */
export function manifestServiceEnvs(docs, overlay) {
  const maps = Object.fromEntries(
    docs.filter((d) => d.kind === 'ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]),
  );
  return [...SERVICES, 'edge'].flatMap((service) => {
    const dep = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === service);
    const c = dep?.spec?.template?.spec?.containers?.[0];
    if (!c) return [];
    const env = {};
    for (const from of c.envFrom ?? []) Object.assign(env, maps[from.configMapRef?.name] ?? {});
    for (const e of c.env ?? []) {
      if (e.value !== undefined) env[e.name] = String(e.value);
      else if (e.valueFrom?.secretKeyRef && !e.valueFrom.secretKeyRef.optional)
        env[e.name] = SECRET_PLACEHOLDERS[e.valueFrom.secretKeyRef.key] ?? 'placeholder';
    }
    return [{ where: `k8s ${overlay} Deployment/${service}`, service, env }];
  });
}

// ---- Compose ----------------------------------------------------------------------------------

/** compose-go's normalised project (all profiles), or its error. */
export function loadCompose(file) {
  const res = spawnSync(toolPath('compose-check'), ['-profile', '*', file], {
    encoding: 'utf8',
    cwd: path.dirname(file),
    // Defaults in the file must be enough: no caller environment leaks into the check.
    env: { PATH: process.env.PATH ?? '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (res.error) return { error: `compose-check did not run: ${res.error.message}` };
  if (res.status !== 0) return { error: (res.stderr || res.stdout).trim() };
  return { project: JSON.parse(res.stdout) };
}

export function composeRuleProblems(project, dockerfileHealthchecks) {
  const problems = [];
  const fail = (msg) => problems.push(`rule: ${msg}`);
  const services = project.services ?? {};
  const oneShot = (s) => s.restart === 'no' || s.restart === undefined;
  const has = (name) => Boolean(services[name]);
  for (const name of ['mongo', 'nats', 'minio', 'minio-setup', ...SERVICES, ...WEB_APPS, 'edge', 'seed'])
    if (!has(name)) fail(`service ${name} missing`);

  const mongo = services.mongo;
  if (mongo && !/^mongo:7\.\d+\.\d+/.test(mongo.image ?? ''))
    fail(`mongo: image must be MongoDB 7 (${mongo.image})`);
  if (mongo && !(mongo.command ?? []).includes('--replSet'))
    fail('mongo: must run as a replica set (--replSet)');
  const nats = services.nats;
  if (nats && !(nats.command ?? []).some((a) => a === '--jetstream' || a === '-js'))
    fail('nats: JetStream is off');
  if (nats && !(nats.volumes ?? []).some((v) => v.type === 'volume'))
    fail('nats: the JetStream store needs a volume');
  const setup = JSON.stringify(services['minio-setup'] ?? {});
  for (const bucket of BUCKETS)
    if (!setup.includes(bucket)) fail(`minio-setup: bucket ${bucket} is not created`);
  if (!(services.seed?.profiles ?? []).includes('demo')) fail('seed: must be optional (profile demo)');

  for (const [name, s] of Object.entries(services)) {
    const built = Boolean(s.build);
    if (!oneShot(s) || name === 'seed') {
      const imageHealth = built && dockerfileHealthchecks[path.basename(s.build.dockerfile ?? 'Dockerfile')];
      if (!oneShot(s) && !(s.healthcheck && !s.healthcheck.disable) && !imageHealth)
        fail(`${name}: needs a health check (in compose or in its Dockerfile)`);
    }
    if (!built && !pinnedImage(s.image)) fail(`${name}: image "${s.image}" is not pinned`);
    for (const [dep, d] of Object.entries(s.depends_on ?? {})) {
      const target = services[dep];
      if (!target) continue;
      const want = oneShot(target) ? 'service_completed_successfully' : 'service_healthy';
      if (d.condition !== want) fail(`${name}: depends_on ${dep} must wait for ${want} (has ${d.condition})`);
    }
    if (built || name === 'seed') {
      if (s.read_only !== true) fail(`${name}: read_only must be true`);
      if (!(s.cap_drop ?? []).includes('ALL')) fail(`${name}: cap_drop must include ALL`);
    }
    if ((s.ports ?? []).length && name !== 'edge') fail(`${name}: only the edge publishes a port`);
  }
  if ((services.edge?.ports ?? []).length !== 1) fail('edge: publishes the product on exactly one port');
  for (const name of [...SERVICES, ...WEB_APPS])
    if (has(name) && !services.edge?.depends_on?.[name]) fail(`edge: must wait for ${name}`);
  return problems;
}

/** The compose file's problems; `deferredEnvChecks` as k8sProblems' `envChecks`. */
export function composeProblems(file, deferredEnvChecks = null) {
  const { project, error } = loadCompose(file);
  if (error) return [`compose-go: ${error}`];
  const healthchecks = {};
  for (const name of ['Dockerfile.service', 'Dockerfile.web']) {
    const df = DockerfileParser.parse(readFileSync(path.join(path.dirname(file), name), 'utf8'));
    healthchecks[name] = df
      .getHEALTHCHECKs()
      .some((h) => h.getSubcommand()?.getValue().toUpperCase() === 'CMD');
  }
  const envChecks = [...SERVICES, 'edge']
    .filter((service) => project.services?.[service])
    .map((service) => ({
      where: 'compose',
      service,
      // null = passed through from the caller's environment only when set there
      env: Object.fromEntries(
        Object.entries(project.services[service].environment ?? {}).filter(([, v]) => v !== null),
      ),
    }));
  if (deferredEnvChecks) deferredEnvChecks.push(...envChecks);
  const envProblems = deferredEnvChecks ? [] : serviceEnvProblems(envChecks);
  return [...composeRuleProblems(project, healthchecks), ...envProblems];
}

// ---- Dockerfiles ------------------------------------------------------------------------------

export function dockerfileProblems(text, label = 'Dockerfile') {
  const problems = [];
  const fail = (msg) => problems.push(`rule: ${label}: ${msg}`);
  const df = DockerfileParser.parse(text);
  const argDefaults = Object.fromEntries(
    df
      .getARGs()
      .map((a) => a.getProperty())
      .filter(Boolean)
      .map((p) => [p.getName(), p.getValue()]),
  );
  const froms = df.getFROMs();
  if (froms.length < 2) fail('must be multi-stage (a build stage and a runtime stage)');
  const stages = new Set(froms.map((f) => f.getBuildStage()).filter(Boolean));
  for (const from of froms) {
    const image = (from.getImage() ?? '').replace(/^\$\{?(\w+)\}?$/, (_, arg) => argDefaults[arg] ?? '');
    // A stage, or scratch (an empty file system: nothing to pin).
    if (stages.has(image) || image === 'scratch') continue;
    if (!image || /:latest$/.test(image) || !pinnedImage(image))
      fail(
        `base image "${from.getImage()}" (${image || 'no default'}) must be pinned to an exact version or digest`,
      );
  }
  // The runtime stage is everything after the last FROM.
  const lastFrom = froms.at(-1);
  const runtime = df
    .getInstructions()
    .filter((i) => lastFrom && i.getRange().start.line > lastFrom.getRange().start.line);
  const users = runtime.filter((i) => i.getKeyword() === 'USER');
  const user = users.at(-1)?.getArgumentsContent()?.split(':')[0];
  if (!user) fail('the runtime stage must set a non-root USER');
  else if (user === 'root' || user === '0') fail(`the runtime stage runs as ${user}`);
  const health = df.getHEALTHCHECKs();
  if (!health.length || health.at(-1).getSubcommand()?.getValue().toUpperCase() !== 'CMD')
    fail('needs a HEALTHCHECK CMD');
  for (const i of runtime) {
    const args = i.getArgumentsContent() ?? '';
    if (i.getKeyword() === 'RUN' && /\b(npm|yarn|pnpm)\s+(ci|install|i)\b/.test(args))
      fail('the runtime stage must not install packages (production files come from the build stage)');
    if (i.getKeyword() === 'ADD') fail('ADD in the runtime stage: use COPY --from=<build stage>');
    if (i.getKeyword() === 'COPY') {
      const from = i
        .getFlags()
        .find((f) => f.getName() === 'from')
        ?.getValue();
      if (!from || !stages.has(from)) fail(`COPY ${args}: the runtime stage copies only from a build stage`);
    }
  }
  for (const i of df.getInstructions()) {
    const args = i.getArgumentsContent() ?? '';
    if (
      (i.getKeyword() === 'COPY' || i.getKeyword() === 'ADD') &&
      /(^|\s|\/)\.data\b|\.pem\b|\.env\b/.test(args)
    )
      fail(`${i.getKeyword()} ${args}: keys, .env and .data never go into an image`);
    if (i.getKeyword() === 'ENV' && /(SECRET|PASSWORD|PRIVATE_KEY)=/i.test(args))
      fail(`ENV ${args}: secrets never go into an image`);
  }
  return problems;
}

export function dockerignoreProblems(text) {
  const lines = new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#')),
  );
  return ['.data', '**/node_modules', '**/dist', '**/*.pem', '.env', '.git']
    .filter((entry) => !lines.has(entry))
    .map((entry) => `rule: .dockerignore: must exclude ${entry}`);
}

// ---- CLI --------------------------------------------------------------------------------------

export async function allProblems() {
  const problems = [];
  // Every environment (each overlay's, compose's) checked in one go; each names where it is from.
  const envChecks = [];
  for (const overlay of OVERLAYS)
    problems.push(
      ...(await k8sProblems(overlay, undefined, envChecks)).map((p) => `k8s/overlays/${overlay}: ${p}`),
    );
  problems.push(
    ...composeProblems(path.join(repoRoot, 'docker-compose.yml'), envChecks).map(
      (p) => `docker-compose.yml: ${p}`,
    ),
  );
  problems.push(...serviceEnvProblems(envChecks));
  for (const name of ['Dockerfile.service', 'Dockerfile.web'])
    problems.push(...dockerfileProblems(readFileSync(path.join(repoRoot, name), 'utf8'), name));
  problems.push(...dockerignoreProblems(readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')));
  return problems;
}

async function main(argv) {
  const json = argv.includes('--json');
  const [command, ...rest] = argv.filter((a) => a !== '--json');
  await ensureDeployTools({ log: (m) => console.error(`[deploy-tools] ${m}`) });
  let problems;
  if (command === 'render') {
    process.stdout.write(renderOverlay(rest[0]));
    return 0;
  } else if (command === 'k8s') {
    problems = await k8sProblems(rest[0], rest[1] ? readFileSync(rest[1], 'utf8') : undefined);
  } else if (command === 'compose') {
    problems = composeProblems(path.resolve(rest[0]));
  } else if (command === 'dockerfile') {
    problems = dockerfileProblems(readFileSync(rest[0], 'utf8'), rest[0]);
  } else if (command === undefined) {
    problems = await allProblems();
  } else {
    console.error(`unknown command ${command}`);
    return 2;
  }
  if (json) console.log(JSON.stringify({ problems }));
  else {
    for (const p of problems) console.log(p);
    console.log(problems.length ? `${problems.length} problems` : 'deployment checks: no problems');
  }
  return problems.length ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.stack ?? error.message);
      process.exit(1);
    },
  );
}
