#!/usr/bin/env node
// Reads a V8 .cpuprofile (node --cpu-prof) and prints where the time went: the top frames by self
// time, and by inclusive time the frames whose name or file matches each of the given patterns
// (e.g. a hook's function or a plugin's package), as shares of all samples that were not idle.
// Usage: node scripts/profile/cpu-profile-top.mjs FILE.cpuprofile [N] [pattern ...]
import fs from 'node:fs';

const [file, topArg, ...patterns] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile-top.mjs FILE.cpuprofile [N] [pattern ...]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const isIdle = (n) => ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName) && n.callFrame.functionName === '(idle)';
let busy = 0;
for (const [id, count] of selfSamples) if (!isIdle(byId.get(id))) busy += count;

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*node_modules\//, '')
    .replace(/.*\/apps\//, 'apps/')
    .replace(/.*\/packages\//, 'packages/');
const label = (n) => `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;

const self = new Map();
for (const [id, count] of selfSamples) {
  const n = byId.get(id);
  if (isIdle(n)) continue;
  const k = label(n);
  self.set(k, (self.get(k) ?? 0) + count);
}
const pct = (x) => `${((100 * x) / busy).toFixed(1).padStart(5)} %`;
console.log(`${busy} busy samples (idle left out)\n\ntop ${top} by self time:`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`);

// Inclusive time of a pattern: every sample with a matching frame on its stack, counted once.
if (patterns.length) {
  console.log('\ninclusive time of frames matching:');
  for (const p of patterns) {
    const re = new RegExp(p);
    let count = 0;
    for (const [id, c] of selfSamples) {
      if (isIdle(byId.get(id))) continue;
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const n = byId.get(at);
        if (re.test(n.callFrame.functionName) || re.test(n.callFrame.url)) {
          count += c;
          break;
        }
      }
    }
    console.log(`${pct(count)}  ${p}`);
  }
}

// With PROFILE_OWN=1: inclusive time of every function of the project's own code (apps/, packages/).
if (process.env.PROFILE_OWN) {
  const inclusive = new Map();
  for (const [id, c] of selfSamples) {
    if (isIdle(byId.get(id))) continue;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (!/\/(apps|packages)\//.test(n.callFrame.url)) continue;
      const k = label(n);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + c);
    }
  }
  console.log(`\nown code by inclusive time (top ${top}):`);
  for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`);
}
