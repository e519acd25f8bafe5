/**
 * The environment `npm start` gives the notifications service (scripts/dev/stack.mjs), checked without starting
 * anything: what a developer's machine lifts, and what stays as a deployment has it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The notifications service's environment as `stackProcesses(options)` builds it, started from a shell with `shell`. */
function notificationsEnv(
  options: object,
  shell: Record<string, string | undefined>,
): Record<string, string> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...shell };
  for (const [name, value] of Object.entries(shell)) if (value === undefined) delete env[name];
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { stackProcesses } from './scripts/dev/stack.mjs';
       const notifications = stackProcesses(${JSON.stringify(options)}).find((p) => p.name === 'notifications');
       console.log(JSON.stringify(notifications.env));`,
    ],
    { cwd: root, encoding: 'utf8', env },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, string>;
}

describe('npm start (scripts/dev/stack.mjs)', () => {
  it('keeps the webhook SSRF guard on: endpoints on this machine or a private network are refused', () => {
    const env = notificationsEnv({}, { WEBHOOK_ALLOW_PRIVATE: undefined });
    expect(env.LOCAL_RUN).toBe('true');
    expect(env.WEBHOOK_ALLOW_PRIVATE).toBeUndefined();
  });

  it('lifts it only when asked: from the shell, or by a caller such as the browser tests', () => {
    expect(notificationsEnv({}, { WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe('true');
    const asked = { env: { notifications: { WEBHOOK_ALLOW_PRIVATE: 'true' } } };
    expect(notificationsEnv(asked, { WEBHOOK_ALLOW_PRIVATE: undefined }).WEBHOOK_ALLOW_PRIVATE).toBe('true');
  });

  it("mails identity's dev sink and carries over from identity's database, wherever they are", () => {
    const env = notificationsEnv({}, { SMTP_URL: undefined, MONGO_DB: undefined });
    expect(env.SMTP_URL).toBe('smtp://127.0.0.1:2525');
    expect(env.CARRY_OVER_FROM_DB).toBe('identity');
    const moved = { env: { identity: { SMTP_SINK_PORT: '2600', MONGO_DB: 'identity_e2e_1' } } };
    expect(notificationsEnv(moved, { SMTP_URL: undefined, MONGO_DB: undefined })).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2600',
      CARRY_OVER_FROM_DB: 'identity_e2e_1',
    });
  });
});

describe('npm start declares a local run to every service', () => {
  it('sets LOCAL_RUN=true for each one, so `scripts/dev/clock.mjs` can move their clocks', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { stackProcesses } from './scripts/dev/stack.mjs';
         const services = stackProcesses({}).filter((p) => p.entry?.startsWith('services/') && p.name !== 'edge');
         console.log(JSON.stringify(Object.fromEntries(services.map((p) => [p.name, p.env.LOCAL_RUN]))));`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    expect(JSON.parse(run.stdout)).toEqual({
      identity: 'true',
      admin: 'true',
      supplier: 'true',
      buyer: 'true',
      realtime: 'true',
      notifications: 'true',
    });
  });
});
