#!/usr/bin/env node
// `npm run typecheck`: every project of the workspace type-checked in three TypeScript programs
// instead of one per project. Each project's own `tsc -p` (its `typecheck` script, `nx run
// <project>:typecheck`) reads every shared lib it imports again; seventeen of them read the
// contracts seventeen times. The programs below hold the same files with the same options (their
// tsconfig files say which projects), so each lib is read once per side: the same errors, a
// fraction of the time. Errors are told per project, as the per-project runs would.
//
//   node scripts/typecheck.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/proc.mjs';
import { ownerOf, projectsWithScript, reportProjects } from './lib/workspace.mjs';

/** The programs, the server and browser sides first (run side by side), then the browser tests. */
export const TYPECHECK_PROGRAMS = [
  { name: 'server', config: 'tsconfig.check-server.json' },
  { name: 'web', config: 'tsconfig.check-web.json' },
  { name: 'browser tests', config: 'tests/e2e/tsconfig.json' },
];

/** The folders a program's `include` patterns reach into (the part before the first `**`). */
function includedFolders(config) {
  const tsconfig = JSON.parse(readFileSync(path.join(repoRoot, config), 'utf8'));
  const base = path.dirname(config);
  return (tsconfig.include ?? []).map((pattern) => {
    const full = path.posix.join(base === '.' ? '' : base, pattern).split('/');
    return full.slice(
      0,
      full.findIndex((segment) => segment.includes('**') || segment.includes('.')),
    );
  });
}

/** Whether one of `folders` (a `*` matching any name) holds the project folder `dir`. */
function reaches(folders, dir) {
  const wanted = dir.split('/');
  return folders.some(
    (folder) =>
      folder.length >= wanted.length &&
      wanted.every((segment, i) => folder[i] === '*' || folder[i] === segment),
  );
}

/** `path(line,col): error TSnnnn: …` lines of `tsc --pretty false`. */
const ERROR_LINE = /^(.+?)\(\d+,\d+\): error TS\d+: /;

/**
 * Runs the programs (the first two at once) and tells each project's result: its errors, or
 * why it could not be checked. Resolves with `{ projects: [{ name, dir, problems }], ms }`.
 */
export async function typecheckWorkspace({ env = process.env, output = 'tee' } = {}) {
  const started = Date.now();
  const projects = projectsWithScript('typecheck').map((p) => ({ ...p, problems: [] }));
  const programs = TYPECHECK_PROGRAMS.map((program) => {
    const folders = includedFolders(program.config);
    return { ...program, projects: projects.filter((p) => reaches(folders, p.dir)) };
  });
  for (const p of projects) {
    if (!programs.some((program) => program.projects.includes(p)))
      p.problems.push(`${p.dir} is in no typecheck program (add it to a tsconfig.check-*.json)`);
  }
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const check = async (program) => {
    const res = await run(process.execPath, [tsc, '-p', program.config, '--noEmit', '--pretty', 'false'], {
      cwd: repoRoot,
      env,
      output,
    });
    const lines = `${res.stdout}\n${res.stderr}`.split('\n');
    let told = 0;
    for (const line of lines) {
      const file = ERROR_LINE.exec(line)?.[1];
      if (!file) continue;
      const owner = ownerOf(projects, file);
      if (owner) owner.problems.push(line.trim());
      else program.projects.forEach((p) => p.problems.push(line.trim()));
      told += 1;
    }
    // A crash or a configuration error: every project of the program is unchecked.
    if (res.code !== 0 && told === 0) {
      const why = `${program.name} program (${program.config}) exited ${res.code}: ${lines.find((l) => l.trim()) ?? 'no output'}`;
      for (const p of program.projects) p.problems.push(why);
    }
  };
  await Promise.all(programs.slice(0, 2).map(check));
  for (const program of programs.slice(2)) await check(program);
  return { projects, ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { projects, ms } = await typecheckWorkspace();
  reportProjects(projects, ms, 'type-check');
}
