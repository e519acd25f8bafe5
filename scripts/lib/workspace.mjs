// The workspace's projects as npm sees them (package.json `workspaces`), for the scripts that run
// one tool over all of them at once (scripts/lint.mjs, scripts/typecheck.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** The sub-folders of `dir` (none when it does not exist). */
function subfolders(dir) {
  return existsSync(dir)
    ? readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory())
    : [];
}

/** Workspace projects with the npm script `script`: `{ dir, name }`, `dir` relative to the repo. */
export function projectsWithScript(script) {
  const globs = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
  const dirs = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? subfolders(path.join(repoRoot, glob.slice(0, -2))).map((n) => `${glob.slice(0, -2)}/${n}`)
      : [glob],
  );
  return dirs.flatMap((dir) => {
    const file = path.join(repoRoot, dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    return pkg.scripts?.[script] ? [{ dir, name: pkg.name }] : [];
  });
}

/** The project a repo-relative (or absolute) file belongs to, or undefined. */
export function ownerOf(projects, file) {
  const relative = path.isAbsolute(file) ? path.relative(repoRoot, file) : file;
  return projects.find((p) => relative.startsWith(`${p.dir}/`));
}

/**
 * A workspace tool's answer on the command line: each project ok or FAIL (with its first
 * problem), then the count; exits 1 when any project failed.
 */
export function reportProjects(projects, ms, verdict) {
  const failed = projects.filter((p) => p.problems.length);
  for (const p of projects) console.log(`${p.problems.length ? 'FAIL' : 'ok  '}  ${p.name}`);
  console.log(
    `${projects.length - failed.length} of ${projects.length} projects ${verdict}, in ${(ms / 1000).toFixed(1)} s`,
  );
  process.exit(failed.length ? 1 : 0);
}
