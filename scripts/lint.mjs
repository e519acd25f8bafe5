#!/usr/bin/env node
// `npm run lint`: every project's lint (its `lint` script: ESLint, then Prettier's check, in its
// folder, with the root's configuration) as one ESLint run and one Prettier check over all the
// project folders, side by side. Each project's own run starts both tools again and rebuilds the
// Nx project graph the module-boundary rule reads; seventeen starts cost more than the checking.
// Problems are told per project, as the per-project runs would.
//
//   node scripts/lint.mjs
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/proc.mjs';
import { ownerOf, projectsWithScript, reportProjects } from './lib/workspace.mjs';

const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);

/** The first line of a tool's output that says something, for a run that reported nothing parseable. */
const firstWords = (text) => text.split('\n').find((line) => line.trim()) ?? 'no output';

/**
 * Lints every project with a `lint` script; resolves with `{ projects: [{ name, dir, problems }], ms }`.
 * `output: 'tee'` shows the tools' own reports as they come.
 */
export async function lintWorkspace({ env = process.env, output = 'tee' } = {}) {
  const started = Date.now();
  const projects = projectsWithScript('lint').map((p) => ({ ...p, problems: [] }));
  const dirs = projects.map((p) => p.dir);
  const blame = (file, problem) => {
    const owner = ownerOf(projects, file);
    if (owner) owner.problems.push(problem);
    else projects.forEach((p) => p.problems.push(problem));
  };

  // The module-boundary rule reads Nx's cached project graph and is skipped, with only a warning,
  // when there is none (a fresh clone): the graph is made first, and a skipped rule fails the run.
  const graph = await run(bin('nx'), ['show', 'projects'], { cwd: repoRoot, env, output: 'capture' });
  if (graph.code !== 0) {
    const why = `nx could not make the project graph (exit ${graph.code}): ${firstWords(graph.stderr || graph.stdout)}`;
    projects.forEach((p) => p.problems.push(why));
  }
  const report = path.join(os.tmpdir(), `eslint-${process.pid}-${Date.now()}.json`);
  const eslint = run(bin('eslint'), ['--format', 'json', '--output-file', report, ...dirs], {
    cwd: repoRoot,
    env,
    output: 'capture',
  }).then((res) => {
    if (`${res.stdout}\n${res.stderr}`.includes('No cached ProjectGraph'))
      projects.forEach((p) => p.problems.push('the module-boundary rule was skipped: no Nx project graph'));
    let results;
    try {
      results = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      projects.forEach((p) =>
        p.problems.push(
          `eslint exited ${res.code} without its report: ${firstWords(res.stderr || res.stdout)}`,
        ),
      );
      return;
    } finally {
      rmSync(report, { force: true });
    }
    for (const r of results) {
      for (const m of r.messages.filter((m) => m.severity === 2)) {
        const where = `${path.relative(repoRoot, r.filePath)}:${m.line ?? 0}`;
        const problem = `${where} ${m.message} (${m.ruleId ?? 'eslint'})`;
        if (output === 'tee') console.log(problem);
        blame(r.filePath, problem);
      }
    }
    if (res.code !== 0 && !results.some((r) => r.errorCount))
      projects.forEach((p) => p.problems.push(`eslint exited ${res.code} with no error reported`));
  });

  const prettier = run(
    bin('prettier'),
    ['--list-different', '--ignore-path', '.prettierignore', '--ignore-path', '.gitignore', ...dirs],
    { cwd: repoRoot, env, output: 'capture' },
  ).then((res) => {
    const files = res.stdout.split('\n').filter((line) => line.trim());
    for (const file of files) {
      const problem = `${file} is not formatted as Prettier writes it (npx prettier --write ${file})`;
      if (output === 'tee') console.log(problem);
      blame(file, problem);
    }
    // Exit 1 means "some files differ"; anything else, or 1 with no file named, is a failed run.
    if (res.code !== 0 && (res.code !== 1 || !files.length))
      projects.forEach((p) => p.problems.push(`prettier exited ${res.code}: ${firstWords(res.stderr)}`));
  });

  await Promise.all([eslint, prettier]);
  return { projects, ms: Date.now() - started };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { projects, ms } = await lintWorkspace();
  reportProjects(projects, ms, 'lint clean');
}
