#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds demo content into an empty database and listens).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) t = Math.max(t, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return t;
};
const stale = (src, builtFile) => !fs.existsSync(builtFile) || fs.statSync(builtFile).mtimeMs < newest(src);
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

const domainSrc = path.join(root, 'packages/domain/src');
if (stale(domainSrc, path.join(root, 'packages/domain/dist/index.js')))
  run('npm run build -w @riviera/domain');
if (
  stale(path.join(root, 'apps/api/src'), path.join(root, 'apps/api/dist/server.js')) ||
  stale(domainSrc, path.join(root, 'apps/api/dist/server.js'))
) {
  run('npm run build -w @riviera/api');
}
const webIndex = path.join(root, 'apps/web/dist/index.html');
if (stale(path.join(root, 'apps/web/src'), webIndex) || stale(domainSrc, webIndex))
  run('npm run build -w @riviera/web');

const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
