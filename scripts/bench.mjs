#!/usr/bin/env node
// `npm run bench`: runs every benchmark in scripts/bench/ (each prints its own measurements and
// its verdict against the budgets in ARCHITECTURE.md, as ratios on this machine), builds first.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execSync('npm run build', { cwd: root, stdio: 'inherit' });
const only = process.argv[2];
const benches = fs
  .readdirSync(path.join(root, 'scripts/bench'))
  .filter((f) => f.endsWith('.mjs') && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const f of benches) {
  console.log(`\n### ${f}`);
  try {
    execSync(`node ${JSON.stringify(path.join(root, 'scripts/bench', f))}`, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TZ: 'UTC' },
    });
  } catch {
    failed++;
  }
}
console.log(`\n${benches.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
