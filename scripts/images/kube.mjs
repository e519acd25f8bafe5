// `npm run deploy:smoke -- --kube`: the Kubernetes manifests played with `podman kube play`.
//
// k8s/overlays/dev (the base with a developer's values) is rendered by kustomize exactly as
// `npm test` checks it; what podman 4.3 plays runs as written: every Deployment (one pod each)
// with its ConfigMaps (envFrom, configMapKeyRef, the shell's remotes.json volume), its Secrets
// (secretKeyRef), emptyDir volumes, securityContext, resources and restart policy. What podman
// cannot play is listed (NOT_PLAYED) and stays covered by the offline checks of tests/deploy; the
// few local substitutions are listed too (SUBSTITUTIONS). The probes of every container (startup,
// readiness, liveness) are evaluated against the running pods, then the product flow of the
// compose smoke runs through the edge.
import { chmodSync, chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { jwtKeyPair } from '../lib/keys.mjs';
import { dataDir } from '../lib/paths.mjs';
import { sleep } from '../lib/proc.mjs';
import { freePort } from '../dev/stack.mjs';
import { seedDemo } from '../dev/seed/index.mjs';
import { parseManifests, renderOverlay } from '../deploy/check.mjs';
import { composeDown, composeUp, loadProject, logTail, projectContainers } from './compose.mjs';
import { productImage } from './build.mjs';
import { engine, engineAsync } from './engine.mjs';

export const KUBE_PROJECT = 'marketplace-kube';
export const KUBE_OVERLAY = 'dev';

/** Kinds podman 4.3 does not play (it knows Pod, Deployment, PersistentVolumeClaim, ConfigMap). */
export const NOT_PLAYED = {
  Namespace: 'one podman host, no namespaces',
  ServiceAccount: 'no API server (the pods mount no token anyway)',
  Service: 'no kube-proxy: each Deployment joins the network under its Service name (ports equal)',
  Ingress: 'no ingress controller: the edge publishes the one port and routes /api and /ws itself',
  HorizontalPodAutoscaler: 'no autoscaler: one pod per Deployment',
  PodDisruptionBudget: 'no evictions on one host',
  NetworkPolicy: 'netavark enforces no policies',
  StatefulSet: 'not in podman 4.3: NATS, MongoDB and MinIO come from the local compose stand-ins',
  Job: 'not in podman 4.3: minio-setup runs as the compose one-shot',
};

/** Stand-ins and local values, each said out loud in the run's output. */
export const SUBSTITUTIONS = [
  "MongoDB (StatefulSet mongodb) → FerretDB on PostgreSQL from docker-compose.local.yml, network alias mongodb; the Secrets' MONGO_URL without replicaSet (a single FerretDB is no replica set)",
  "NATS (StatefulSet nats, 3 nodes) and MinIO (StatefulSet + Job minio-setup) → the compose stand-ins with the overlay's MinIO credentials",
  'Secret volumes (the JWT keys) → the same files from a hostPath: podman 4.3 crashes on secret volumes (nil pointer in VolumeFromSecret)',
  'marketplace-jwt-public / identity-jwt-private, which every cluster creates itself → a fresh RS256 pair',
  "PUBLIC_URL of the ConfigMaps → http://localhost:<published port>; edge-config gets REALTIME_URL (the Ingress's /ws route)",
  "the edge container's port published on 127.0.0.1 (hostPort)",
];

const INFRA = ['postgres', 'mongo', 'nats', 'minio', 'minio-setup'];
const kubeDir = path.join(dataDir, 'kube');
const b64 = (text) => Buffer.from(text).toString('base64');
const unb64 = (text) => Buffer.from(text, 'base64').toString('utf8');
const podOf = (deployment) => `${deployment}-pod-0`;
const containerOf = (deployment, container) => `${podOf(deployment)}-${container}`;

/** The rendered overlay, split into what is played and what is not, with the local values. */
export function planKube(docs, { port }) {
  const base = `http://localhost:${port}`;
  const notPlayed = docs.filter((d) => NOT_PLAYED[d.kind]);
  const unknown = docs.filter(
    (d) => !NOT_PLAYED[d.kind] && !['Deployment', 'ConfigMap', 'Secret'].includes(d.kind),
  );
  if (unknown.length)
    throw new Error(`no plan for ${unknown.map((d) => `${d.kind}/${d.metadata.name}`).join(', ')}`);
  const configMaps = docs.filter((d) => d.kind === 'ConfigMap').map((c) => structuredClone(c));
  for (const c of configMaps) {
    if (c.data?.PUBLIC_URL) c.data.PUBLIC_URL = base;
    if (c.metadata.name.startsWith('edge-config')) c.data.REALTIME_URL = 'http://realtime:4005';
  }
  const secrets = Object.fromEntries(
    docs.filter((d) => d.kind === 'Secret').map((s) => [s.metadata.name, { ...s.data }]),
  );
  for (const data of Object.values(secrets))
    if (data.url && unb64(data.url).startsWith('mongodb://')) {
      const url = new URL(unb64(data.url));
      url.searchParams.delete('replicaSet');
      data.url = b64(url.toString());
    }
  const { privateKey, publicKey } = jwtKeyPair();
  secrets['marketplace-jwt-public'] = { 'jwt-public.pem': b64(publicKey) };
  secrets['identity-jwt-private'] = { 'jwt-private.pem': b64(privateKey) };

  const services = docs.filter((d) => d.kind === 'Service');
  const deployments = docs
    .filter((d) => d.kind === 'Deployment')
    .map((dep) => {
      const d = structuredClone(dep);
      const labels = d.spec.template.metadata.labels;
      const service = services.find((s) =>
        Object.entries(s.spec.selector ?? {}).every(([k, v]) => labels[k] === v),
      );
      if (!service) throw new Error(`Deployment/${d.metadata.name}: no Service selects it`);
      const pod = d.spec.template.spec;
      for (const p of service.spec.ports) {
        const target = pod.containers
          .flatMap((c) => c.ports ?? [])
          .find((cp) => cp.name === p.targetPort || cp.containerPort === p.targetPort);
        if (target?.containerPort !== p.port)
          throw new Error(
            `Service/${service.metadata.name} port ${p.port} → ${p.targetPort}: not the container's port, a network alias cannot stand in`,
          );
      }
      for (const v of pod.volumes ?? [])
        if (v.secret) {
          v.hostPath = {
            path: path.join(kubeDir, 'secrets', v.secret.secretName),
            type: 'Directory',
          };
          v.mode = v.secret.defaultMode ?? 0o644;
          v.fsGroup = pod.securityContext?.fsGroup ?? 0;
          delete v.secret;
        }
      const probed = pod.containers.map((c) => ({ name: c.name, ...probesOf(c) }));
      for (const c of pod.containers) {
        const named = Object.fromEntries((c.ports ?? []).map((p) => [p.name, p.containerPort]));
        for (const key of PROBES)
          if (typeof c[key]?.httpGet?.port === 'string') c[key].httpGet.port = named[c[key].httpGet.port];
        if (d.metadata.name === 'edge') {
          // Only the site is published; the metrics listener stays inside the pod's network.
          c.ports = (c.ports ?? []).filter((p) => p.name === 'http');
          for (const p of c.ports) Object.assign(p, { hostPort: port, hostIP: '127.0.0.1' });
        } else delete c.ports;
      }
      return { deployment: d, alias: service.metadata.name, probed };
    });
  return { base, configMaps, secrets, deployments, notPlayed };
}

function writeSecretFiles(secrets, deployments) {
  for (const { deployment } of deployments)
    for (const v of deployment.spec.template.spec.volumes ?? []) {
      if (!v.hostPath?.path.startsWith(path.join(kubeDir, 'secrets'))) continue;
      const name = path.basename(v.hostPath.path);
      mkdirSync(v.hostPath.path, { recursive: true });
      for (const [key, value] of Object.entries(secrets[name] ?? {})) {
        const file = path.join(v.hostPath.path, key);
        writeFileSync(file, Buffer.from(value, 'base64'));
        chmodSync(file, v.mode);
        chownSync(file, 0, v.fsGroup);
      }
      delete v.mode;
      delete v.fsGroup;
    }
}

/** podman 4.3 reads a secretKeyRef from a podman secret holding the Secret's data map as JSON. */
function createPodmanSecrets(secrets) {
  // From a file: podman reads `-` only from a FIFO, and Node's stdin pipes are sockets.
  mkdirSync(kubeDir, { recursive: true });
  const file = path.join(kubeDir, 'secret.json');
  for (const [name, data] of Object.entries(secrets)) {
    engine(['secret', 'rm', name], { check: false });
    writeFileSync(file, JSON.stringify(data), { mode: 0o600 });
    engine(['secret', 'create', name, file]);
  }
  rmSync(file, { force: true });
}

/** Tags marketplace/<name>:local as the image each Deployment names (the overlay's tag). */
function tagImages(deployments) {
  for (const { deployment } of deployments)
    for (const c of deployment.spec.template.spec.containers) {
      const name = c.image.replace(/^marketplace\//, '').replace(/:.*$/, '');
      engine(['tag', productImage(name), c.image]);
    }
}

const PROBES = ['startupProbe', 'readinessProbe', 'livenessProbe'];

/** A container's HTTP probes as { startupProbe: 'http://127.0.0.1:4001/health', … }. */
function probesOf(c) {
  const named = Object.fromEntries((c.ports ?? []).map((p) => [p.name, p.containerPort]));
  const out = {};
  for (const key of PROBES)
    if (c[key]?.httpGet) {
      const { port, path: probePath } = c[key].httpGet;
      out[key] = `http://127.0.0.1:${typeof port === 'number' ? port : named[port]}${probePath}`;
    }
  return out;
}

function podmanProbe(container, url) {
  const script = `if command -v node >/dev/null; then node -e "fetch('${url}',{signal:AbortSignal.timeout(3000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"; else wget -q -T 3 -O /dev/null '${url}'; fi`;
  return engine(['exec', container, '/bin/sh', '-c', script], { check: false, timeout: 15_000 }).code === 0;
}

/** Waits until every probe of every container passes; returns [deployment, probes] pairs. */
async function waitProbes(deployments, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Map(
    deployments.flatMap(({ deployment, probed }) =>
      probed.map(({ name, ...probes }) => [containerOf(deployment.metadata.name, name), probes]),
    ),
  );
  while (pending.size) {
    for (const [name, probes] of pending)
      if (Object.values(probes).every((url) => podmanProbe(name, url))) pending.delete(name);
    if (!pending.size) break;
    if (Date.now() > deadline)
      throw new Error(
        `probes failing after ${timeoutMs / 1000} s: ${[...pending.keys()].join(', ')}\n${[...pending.keys()].map((n) => logTail(n, 8)).join('\n')}`,
      );
    await sleep(1000);
  }
}

/** Removes the pods and the volumes podman made of their ConfigMap volumes. */
async function kubeDown(deployments = []) {
  const pods = deployments.map(({ deployment }) => podOf(deployment.metadata.name));
  // A smoke's pods hold nothing worth a clean stop (their graceful stop is not what the smoke
  // checks): killed at once, each pod by its own command at the same time (one command for all
  // removed them one after another, 34 s for ten). Racing each other on podman's locks, some
  // leave their pod behind empty: one more command for all then removes those in a moment.
  await Promise.all(
    pods.map((pod) => engineAsync(['pod', 'rm', '-f', '-t', '0', pod]).catch(() => undefined)),
  );
  if (pods.length) engine(['pod', 'rm', '-f', '-i', '-t', '0', ...pods], { check: false, timeout: 180_000 });
  const configMapVolumes = deployments.flatMap(({ deployment }) =>
    (deployment.spec.template.spec.volumes ?? []).filter((v) => v.configMap).map((v) => v.configMap.name),
  );
  for (const volume of new Set(configMapVolumes)) engine(['volume', 'rm', '-f', volume], { check: false });
}

export async function kubeSmoke({ step, productFlow, ensureImages, crashAndRestart }) {
  const port = await freePort();
  let plan;
  composeDown(KUBE_PROJECT, { volumes: true });
  try {
    await step('images (built when missing)', ensureImages);
    plan = await step(
      `kustomize build k8s/overlays/${KUBE_OVERLAY}: what podman plays, what it cannot`,
      async () => {
        const docs = parseManifests(renderOverlay(KUBE_OVERLAY));
        const p = planKube(docs, { port });
        console.log(
          `  played: ${p.deployments.length} Deployments, ${p.configMaps.length} ConfigMaps, ${Object.keys(p.secrets).length} Secrets (emptyDir, configMap and secret volumes)`,
        );
        const byKind = {};
        for (const d of p.notPlayed) (byKind[d.kind] ??= []).push(d.metadata.name);
        for (const [kind, names] of Object.entries(byKind))
          console.log(`  not played: ${kind} ×${names.length} (${NOT_PLAYED[kind]})`);
        for (const s of SUBSTITUTIONS) console.log(`  local: ${s}`);
        p.toString = () => `${docs.length} objects`;
        return p;
      },
    );
    await step(
      'data store stand-ins up (FerretDB on PostgreSQL as mongodb, NATS, MinIO + buckets)',
      async () => {
        const minioApp = plan.secrets[Object.keys(plan.secrets).find((n) => n.startsWith('identity-minio'))];
        const minioRoot = plan.secrets[Object.keys(plan.secrets).find((n) => n.startsWith('minio-root'))];
        const env = {
          ...process.env,
          MINIO_ROOT_USER: unb64(minioRoot.user),
          MINIO_ROOT_PASSWORD: unb64(minioRoot.password),
          MINIO_APP_USER: unb64(minioApp['access-key']),
          MINIO_APP_PASSWORD: unb64(minioApp['secret-key']),
        };
        const compose = await loadProject({ env });
        const services = Object.fromEntries(INFRA.map((name) => [name, compose.services[name]]));
        await composeUp(KUBE_PROJECT, { ...compose, services }, { env, aliases: { mongo: ['mongodb'] } });
        return INFRA.join(', ');
      },
    );
    await step('podman kube play: every Deployment with its ConfigMaps and Secrets', async () => {
      rmSync(kubeDir, { recursive: true, force: true });
      writeSecretFiles(plan.secrets, plan.deployments);
      createPodmanSecrets(plan.secrets);
      tagImages(plan.deployments);
      const network = `${KUBE_PROJECT}_default`;
      for (const { deployment, alias } of plan.deployments) {
        const file = path.join(kubeDir, `${deployment.metadata.name}.yaml`);
        writeFileSync(file, [...plan.configMaps, deployment].map((d) => stringify(d)).join('---\n'));
        engine(['kube', 'play', '--network', `${network}:alias=${alias}`, file], { timeout: 120_000 });
      }
      return `${plan.deployments.length} pods`;
    });
    await step('every container passes its startup, readiness and liveness probes', async () => {
      await waitProbes(plan.deployments);
      return `${plan.deployments.length} pods`;
    });
    await step("demo data seeded through the edge (the compose seed's steps)", async () => {
      await seedDemo(plan.base, () => {});
      return plan.base;
    });
    await productFlow(plan.base, {
      // Not `podman healthcheck run`: podman 4.3 turns an httpGet livenessProbe into
      // `curl -f … || kill 1`, and the images carry no curl (Kubernetes probes from the kubelet).
      killService: (service) =>
        crashAndRestart(containerOf(service, service), {
          label: `pod ${podOf(service)}`,
          ready: () =>
            waitProbes(
              plan.deployments.filter((d) => d.deployment.metadata.name === service),
              90_000,
            ),
        }),
    });
  } finally {
    await step(
      'kube down and the stand-ins removed: nothing left running',
      async () => {
        await kubeDown(plan?.deployments);
        for (const name of Object.keys(plan?.secrets ?? {})) engine(['secret', 'rm', name], { check: false });
        composeDown(KUBE_PROJECT, { volumes: true });
        rmSync(kubeDir, { recursive: true, force: true });
        const left = [
          ...projectContainers(KUBE_PROJECT).map((c) => c.name),
          ...(plan?.deployments ?? [])
            .map(({ deployment }) => podOf(deployment.metadata.name))
            .filter((pod) => engine(['pod', 'exists', pod], { check: false }).code === 0),
        ];
        if (left.length) throw new Error(`still there: ${left.join(', ')}`);
        return 'pods, secrets, containers, network and volumes removed';
      },
      { fatal: false },
    );
  }
}
