// Every bench writes what it measured and its verdicts to bench-results/<name>.json (issue 31 §5), so
// a before/after table is built from files of the same machine and run, not copied from a console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export function writeResult(name, data) {
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const result = {
    bench: name,
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? null,
      load1: os.loadavg()[0],
      node: process.version,
    },
    ...data,
  };
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nresult written to ${path.relative(root, file)}`);
}
