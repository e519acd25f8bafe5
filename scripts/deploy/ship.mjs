#!/usr/bin/env node
// One team's delivery of one deployable, CI-friendly (non-zero exit on any failure):
//
//   npm run ship -- <name> [--image <registry/name:tag>]
//   <name>: identity | buyer | supplier | admin | realtime | notifications | edge | shell | mfe-buyer
//           | mfe-supplier | mfe-admin
//
// 1. lint, typecheck and test that project alone (Nx; web apps also build);
// 2. package it as its image will carry it, into dist/images/<name>/ (the service bundle with its
//    production packages, or the web app laid out for nginx with its config);
// 3. print the image build command (`--image` runs it when a container engine answers).
// Nx's `affected` does step 1 for everything a change touches: see README, "Independent delivery".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleService } from './bundle-service.mjs';
import { stageWebApp } from './stage-web.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVICE_PORTS = {
  identity: 4001,
  buyer: 4002,
  supplier: 4003,
  admin: 4004,
  realtime: 4005,
  notifications: 4006,
  edge: 8080,
};
const WEB_APPS = ['shell', 'mfe-buyer', 'mfe-supplier', 'mfe-admin'];

export function imageBuildArgs(name) {
  if (name in SERVICE_PORTS)
    return [
      '-f',
      'Dockerfile.service',
      '--build-arg',
      `SERVICE=${name}`,
      '--build-arg',
      `PORT=${SERVICE_PORTS[name]}`,
      ...(name === 'edge' ? ['--build-arg', 'HEALTH_PATH=/health'] : []),
    ];
  if (WEB_APPS.includes(name)) return ['-f', 'Dockerfile.web', '--build-arg', `APP=${name}`];
  throw new Error(
    `unknown deployable "${name}" (${[...Object.keys(SERVICE_PORTS), ...WEB_APPS].join(', ')})`,
  );
}

function step(title, cmd, args) {
  console.log(`\n=== ${title}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  if (res.status !== 0) throw new Error(`${title} failed (exit ${res.status ?? res.signal})`);
}

async function main([name, ...rest]) {
  const buildArgs = imageBuildArgs(name);
  const web = WEB_APPS.includes(name);
  const project = web ? `@marketplace/${name}` : `@marketplace/${name}-service`;
  const targets = web ? 'lint,typecheck,test,build' : 'lint,typecheck,test';
  step('check', 'npx', [
    'nx',
    'run-many',
    '-p',
    project,
    '-t',
    targets,
    '--parallel=2',
    '--outputStyle=static',
  ]);
  const out = path.join(repoRoot, 'dist', 'images', name);
  console.log(`\n=== package → ${path.relative(repoRoot, out)}`);
  if (web) stageWebApp(name, out);
  else console.log(`${(await bundleService(name, out)).packages} production packages`);
  const imageAt = rest.indexOf('--image');
  const tag = imageAt >= 0 ? rest[imageAt + 1] : `marketplace/${name}:local`;
  const dockerArgs = ['build', ...buildArgs, '-t', tag, '.'];
  if (imageAt >= 0) step('image', 'docker', dockerArgs);
  else console.log(`\nimage: docker ${dockerArgs.join(' ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
