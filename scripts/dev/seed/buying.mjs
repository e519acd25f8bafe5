// Seed step "buying": filled in by the issue that builds this area. Runs after the steps before it
// (see ./index.mjs), through the public API only. Must be safe to run again on a seeded stack.
export async function seed(_base, _log) {}
