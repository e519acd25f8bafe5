/**
 * What goes into the images, checked without a container engine: the service bundle
 * (scripts/deploy/bundle-service.mjs) and the web app layout (scripts/deploy/stage-web.mjs) are
 * the exact steps the Dockerfiles run in their build stage.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'packaging-spec-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs an ES module snippet from the repository root (the deploy scripts are native ESM). */
function runModule(code: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}

// Spawns node and copies files on a shared machine: generous budgets, not timing assertions.
jest.setTimeout(60_000);

describe('service image contents', () => {
  const out = () => path.join(tmp, 'identity');

  beforeAll(() => {
    const res = runModule(
      `import { bundleService } from './scripts/deploy/bundle-service.mjs';
       await bundleService('identity', ${JSON.stringify(out())});`,
    );
    if (res.status !== 0) throw new Error(res.stderr);
  }, 180_000);

  it('carries the bundle and production packages only, never a dev tool, source, key or .data', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(out(), 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // Every package the service imports is a production dependency of the workspace…
    for (const name of Object.keys(manifest.dependencies))
      expect(Object.keys(rootPackage.dependencies)).toContain(name);
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['argon2', 'express', 'mongoose', 'nats']),
    );
    // …and none of the workspace's dev tools came along.
    const installed = fs.readdirSync(path.join(out(), 'node_modules'));
    for (const dev of ['typescript', 'jest', 'esbuild', 'webpack', 'tsx', 'nx', 'eslint', '@playwright'])
      expect(installed).not.toContain(dev);
    const files = fs.readdirSync(out(), { recursive: true }) as string[];
    // no key, no local state anywhere; none of our TypeScript sources (third-party packages may ship theirs)
    expect(files.filter((f) => /(^|\/)\.data(\/|$)|\.pem$/.test(f))).toEqual([]);
    expect(files.filter((f) => !f.startsWith('node_modules') && f.endsWith('.ts'))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['main.cjs', 'healthcheck.cjs', 'jwt-keygen.cjs']));
  });

  it('loads on its own, outside the workspace: every import resolves inside the image folder', () => {
    // A bad PORT makes the service stop right after loading its whole module graph.
    const res = spawnSync(process.execPath, ['main.cjs'], {
      cwd: out(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_PATH: '', PORT: 'not-a-port' },
      timeout: 60_000,
    });
    expect(res.stderr).toContain('Invalid configuration');
    expect(res.stderr).toContain('PORT');
    expect(res.status).toBe(1);
  }, 90_000);

  it('writes the compose JWT key pair once and keeps it on the next run', () => {
    const keys = path.join(tmp, 'keys');
    fs.mkdirSync(path.join(keys, 'private'), { recursive: true });
    fs.mkdirSync(path.join(keys, 'public'));
    const keygen = () =>
      spawnSync(process.execPath, [path.join(out(), 'jwt-keygen.cjs'), `${keys}/private`, `${keys}/public`], {
        encoding: 'utf8',
      });
    expect(keygen().stdout).toContain('new key pair written');
    const first = fs.readFileSync(path.join(keys, 'public', 'jwt-public.pem'), 'utf8');
    expect(keygen().stdout).toContain('nothing to do');
    expect(fs.readFileSync(path.join(keys, 'public', 'jwt-public.pem'), 'utf8')).toBe(first);
    expect(fs.statSync(path.join(keys, 'private', 'jwt-private.pem')).mode & 0o077).toBe(0);
  }, 30_000);
});

describe("the edge's image contents", () => {
  const out = () => path.join(tmp, 'edge');

  beforeAll(() => {
    const res = runModule(
      `import { bundleService } from './scripts/deploy/bundle-service.mjs';
       await bundleService('edge', ${JSON.stringify(out())});`,
    );
    if (res.status !== 0) throw new Error(res.stderr);
  }, 180_000);

  it("carries the API reference page's script, not the packages built into it", () => {
    const redoc = path.join(out(), 'node_modules', 'redoc');
    expect(fs.readdirSync(redoc, { recursive: true }).sort()).toEqual([
      'bundles',
      'bundles/redoc.standalone.js',
      'package.json',
    ]);
    const installed = fs.readdirSync(path.join(out(), 'node_modules'));
    for (const browserOnly of ['react', 'react-dom', 'mobx', 'styled-components'])
      expect(installed).not.toContain(browserOnly);
  });

  it('loads on its own, outside the workspace (the script resolves inside the image folder)', () => {
    const res = spawnSync(process.execPath, ['main.cjs'], {
      cwd: out(),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_PATH: '', EDGE_PORT: 'not-a-port' },
      timeout: 60_000,
      killSignal: 'SIGKILL',
    });
    expect(res.stderr).not.toContain('Cannot find module');
    expect(res.stderr).toContain('EDGE_PORT');
    expect(res.status).toBe(1);
  }, 90_000);
});

describe('web app image contents', () => {
  function stage(app: string, files: Record<string, string>) {
    const dist = path.join(tmp, `${app}-dist`);
    fs.mkdirSync(dist, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
    const out = path.join(tmp, `${app}-image`);
    const res = runModule(
      `import { stageWebApp } from './scripts/deploy/stage-web.mjs';
       stageWebApp(${JSON.stringify(app)}, ${JSON.stringify(out)}, { distDir: ${JSON.stringify(dist)} });`,
    );
    if (res.status !== 0) throw new Error(res.stderr);
    return out;
  }

  it('puts a remote at /remotes/<role>/ without brotli copies, with a files-only nginx config', () => {
    const out = stage('mfe-buyer', {
      'remoteEntry.js': 'var mfe_buyer;',
      'mf-manifest.json': '{}',
      'app.0123abcd.js': 'x',
      'app.0123abcd.js.br': 'x',
    });
    expect(fs.readdirSync(path.join(out, 'html/remotes/buyer')).sort()).toEqual([
      'app.0123abcd.js',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    const conf = fs.readFileSync(path.join(out, 'nginx/nginx.conf'), 'utf8');
    expect(conf).toContain('location /remotes/buyer/ {');
    expect(conf).toContain('"public, max-age=31536000, immutable"');
    expect(conf).toContain('pid /tmp/nginx.pid;');
    expect(conf).not.toContain('@');
  });

  it('puts the shell at / with the same-origin remotes.json the ConfigMap replaces', () => {
    const out = stage('shell', { 'index.html': '<!doctype html>', 'main.89abcdef.js': 'x' });
    expect(JSON.parse(fs.readFileSync(path.join(out, 'config/remotes.json'), 'utf8'))).toEqual({
      mfe_buyer: '/remotes/buyer/mf-manifest.json',
      mfe_supplier: '/remotes/supplier/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
    });
    const conf = fs.readFileSync(path.join(out, 'nginx/nginx.conf'), 'utf8');
    expect(conf).toContain('alias /etc/marketplace/remotes.json;');
    expect(conf).toContain('try_files $uri /index.html;');
    expect(fs.existsSync(path.join(out, 'html/index.html'))).toBe(true);
    expect(conf).toContain("script-src 'self';");
    expect(conf).not.toContain('@');
  });

  it("allows the shell's inline first-paint script in its CSP by hash, and no other inline script", () => {
    const script = "document.title='x'";
    const out = stage('shell', { 'index.html': `<!doctype html><script>${script}</script>` });
    const conf = fs.readFileSync(path.join(out, 'nginx/nginx.conf'), 'utf8');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(conf).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(conf.match(/'sha256-/g)).toHaveLength(1);
  });
});
