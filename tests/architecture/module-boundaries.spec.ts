import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * Writes a probe file into a project, lints it with the workspace config, and returns the
 * module-boundary messages. The probe is removed whatever happens.
 */
function boundaryErrors(projectDir: string, source: string): string[] {
  // Named as a spec, so the specs that read the tree's production files (service shape, the rooms
  // picture) never take it for one while it exists; the boundary rule lints specs alike.
  const file = path.join(root, projectDir, 'src', `boundary-probe-${process.pid}.spec.ts`);
  fs.writeFileSync(file, source);
  try {
    const run = spawnSync(bin('eslint'), ['--format', 'json', '--no-warn-ignored', file], {
      cwd: root,
      encoding: 'utf8',
    });
    const results = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
    return results
      .flatMap((r) => r.messages)
      .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
      .map((m) => m.message);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

describe('module boundaries (Nx depConstraints)', () => {
  beforeAll(() => {
    // The rule reads the cached project graph; make sure it exists.
    execFileSync(bin('nx'), ['show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
  }, 120_000);

  it.each([
    [
      'a service importing a web library',
      'services/admin',
      "import { formatMoney } from '@marketplace/web-kit';\nexport const x = formatMoney;\n",
      'can only depend on libs tagged with "scope:server", "scope:shared"',
    ],
    [
      'a remote importing another remote',
      'mfe-buyer',
      "import * as admin from '@marketplace/mfe-admin';\nexport const x = admin;\n",
      'can only depend on libs tagged with "type:lib"',
    ],
    [
      'a service importing another service',
      'services/admin',
      "import * as identity from '@marketplace/identity-service';\nexport const x = identity;\n",
      'can only depend on libs tagged with "type:lib"',
    ],
  ])('flags %s', (_what, projectDir, source, message) => {
    expect(boundaryErrors(projectDir, source).join('\n')).toContain(message);
  });

  it('allows a service to use contracts and the service kit', () => {
    const errors = boundaryErrors(
      'services/admin',
      "import { ProblemCodes } from '@marketplace/contracts';\nimport { createApp } from '@marketplace/service-kit/http';\nexport const x = [ProblemCodes, createApp];\n",
    );
    expect(errors).toEqual([]);
  });
});
