#!/usr/bin/env node
/**
 * Generates the illustrative demo media shipped in `apps/api/seed-media/`.
 *
 * Everything is procedural: SVG scenes (seeded, so every run yields the same pictures) rendered
 * with sharp to WebP, two looping H.264 clips rendered frame by frame and encoded with ffmpeg, and
 * the SVG logos. No network access is needed.
 *
 *   node scripts/generate-demo-media.mjs            # (re)generate everything
 *   node scripts/generate-demo-media.mjs tour- logo # only outputs whose name contains one of the words
 *   node scripts/generate-demo-media.mjs --preview  # also write PNG previews to /tmp/demo-media-preview
 */
import { spawn } from 'node:child_process';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'apps/api/seed-media');
const PREVIEW_DIR = '/tmp/demo-media-preview';

const require = createRequire(path.join(ROOT, 'apps/api/package.json'));
const sharp = require('sharp');

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const filters = args.filter((a) => !a.startsWith('--'));
const wanted = (name) => filters.length === 0 || filters.some((f) => name.includes(f));

// ---------------------------------------------------------------------------------------------
// Small toolkit
// ---------------------------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32). */
function rngFrom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (rng, a, b) => a + (b - a) * rng();
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
const f1 = (n) => (Math.round(n * 10) / 10).toString();
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const lerp = (a, b, t) => a + (b - a) * t;

/** Midpoint-displacement noise of length 2^depth+1, zero at both ends (so tiles repeat seamlessly). */
function noise1d(rng, depth, amp, rough) {
  const n = 2 ** depth;
  const ys = new Array(n + 1).fill(0);
  let step = n;
  let a = amp;
  while (step > 1) {
    const h = step / 2;
    for (let i = h; i < n; i += step) ys[i] = (ys[i - h] + ys[i + h]) / 2 + (rng() * 2 - 1) * a;
    a *= rough;
    step = h;
  }
  return ys;
}

/** Points of a ridge line: y = f(x) + fractal noise. */
function ridge(rng, f, { x0 = 0, x1 = 1200, depth = 7, amp = 20, rough = 0.55 } = {}) {
  const ys = noise1d(rng, depth, amp, rough);
  const n = ys.length - 1;
  return ys.map((d, i) => {
    const x = x0 + ((x1 - x0) * i) / n;
    return [x, f(x) + d];
  });
}

/** A mountain profile: base y minus a sum of peaks [cx, height, halfWidth, sharpness]. */
const peaks = (base, list) => (x) =>
  base - list.reduce((s, [cx, h, w, p = 1.4]) => s + h * Math.exp(-Math.pow(Math.abs(x - cx) / w, p)), 0);

const line = (pts) => pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`).join(' ');
/** Closed shape under a ridge down to `bottom`. */
const fillUnder = (pts, bottom) =>
  `${line(pts)} L${f1(pts[pts.length - 1][0])} ${bottom} L${f1(pts[0][0])} ${bottom} Z`;

/** Catmull-Rom smoothed path through points. */
function smooth(pts, closed = false) {
  const p = pts;
  let d = `M${f1(p[0][0])} ${f1(p[0][1])}`;
  const n = p.length;
  const get = (i) => (closed ? p[(i + n) % n] : p[clamp(i, 0, n - 1)]);
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return closed ? d + ' Z' : d;
}

/** y of a ridge at x (linear interpolation). */
function yAt(pts, x) {
  if (x <= pts[0][0]) return pts[0][1];
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][0] >= x) {
      const [xa, ya] = pts[i - 1];
      const [xb, yb] = pts[i];
      return lerp(ya, yb, (x - xa) / (xb - xa || 1));
    }
  }
  return pts[pts.length - 1][1];
}

const stops = (list) =>
  list
    .map(
      ([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}"${op === 1 ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
const linear = (id, list, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
const radial = (id, list, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, units } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}${
    units ? ` gradientUnits="${units}"` : ''
  }>${stops(list)}</radialGradient>`;
const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** Sun disc with a soft glow. */
function sun(id, x, y, r, core = '#fffbe6', glow = '#ffe9a8', glowR = 6) {
  return `<defs>${radial(`${id}-g`, [
    [0, glow, 0.85],
    [0.25, glow, 0.35],
    [1, glow, 0],
  ])}</defs>
  <circle cx="${x}" cy="${y}" r="${r * glowR}" fill="url(#${id}-g)"/>
  <circle cx="${x}" cy="${y}" r="${r}" fill="${core}"/>`;
}

/** Soft cumulus made of blurred ellipses. */
function cloud(rng, x, y, w, { color = '#ffffff', opacity = 0.85, filter = 'soft' } = {}) {
  const parts = [];
  const n = 5 + Math.floor(rng() * 4);
  for (let i = 0; i < n; i++) {
    const cx = x + between(rng, -w / 2, w / 2);
    const rx = between(rng, w * 0.12, w * 0.3);
    const ry = rx * between(rng, 0.45, 0.7);
    const cy = y - ry * between(rng, 0.1, 0.7) * (1 - Math.abs(cx - x) / w);
    parts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}"/>`);
  }
  parts.push(`<ellipse cx="${x}" cy="${y}" rx="${w * 0.55}" ry="${w * 0.08}"/>`);
  return `<g fill="${color}" opacity="${opacity}" filter="url(#${filter})">${parts.join('')}</g>`;
}

/** Scattered canopy blobs (pine / maquis forest texture) below a ridge. */
function forest(rng, pts, { x0, x1, depth = 60, count = 300, r = [5, 11], colors, densityTop = 1 }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1);
    const top = yAt(pts, x);
    const d = Math.pow(rng(), densityTop) * depth;
    const rr = between(rng, r[0], r[1]);
    out.push(
      `<circle cx="${f1(x)}" cy="${f1(top + d + rr * 0.4)}" r="${f1(rr)}" fill="${pick(rng, colors)}"/>`,
    );
  }
  return out.join('');
}

/** Turkish red pine / conifer silhouette. */
function pine(x, y, h, color, rng) {
  const w = h * between(rng, 0.36, 0.44);
  const tiers = 4;
  let d = '';
  for (let i = 0; i < tiers; i++) {
    const by = y - h * (0.15 + (i * 0.7) / tiers);
    const ty = by - h * 0.38;
    const tw = w * (1 - i * 0.2);
    d += `M${f1(x - tw)} ${f1(by)} L${f1(x - tw * 0.2)} ${f1(by - 3)} L${f1(x)} ${f1(ty)} L${f1(x + tw * 0.2)} ${f1(by - 3)} L${f1(x + tw)} ${f1(by)} L${f1(x)} ${f1(by - h * 0.06)} Z `;
  }
  d += `M${f1(x - 2)} ${f1(y)} L${f1(x - 1.5)} ${f1(y - h * 0.3)} L${f1(x + 1.5)} ${f1(y - h * 0.3)} L${f1(x + 2)} ${f1(y)} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** Umbrella pine (Pinus pinea) – flat crown on a thin trunk. */
function umbrellaPine(x, y, h, color, trunk, rng) {
  const cw = h * between(rng, 0.55, 0.7);
  const ct = y - h;
  let d = `M${f1(x - cw)} ${f1(ct + h * 0.22)}`;
  const n = 7;
  for (let i = 0; i <= n; i++) {
    const px = x - cw + (2 * cw * i) / n;
    const py = ct + h * 0.22 - Math.sin((Math.PI * i) / n) * h * 0.28 + between(rng, -3, 3);
    d += ` Q${f1(px - cw / n)} ${f1(py - 6)} ${f1(px)} ${f1(py)}`;
  }
  d += ` Q${f1(x)} ${f1(ct + h * 0.36)} ${f1(x - cw)} ${f1(ct + h * 0.22)} Z`;
  return `<path d="M${f1(x - 2)} ${f1(y)} Q${f1(x + 4)} ${f1(y - h * 0.5)} ${f1(x + 1)} ${f1(ct + h * 0.28)} L${f1(
    x + 4,
  )} ${f1(ct + h * 0.28)} Q${f1(x + 8)} ${f1(y - h * 0.5)} ${f1(x + 3)} ${f1(y)} Z" fill="${trunk}"/><path d="${d}" fill="${color}"/>`;
}

/** Mediterranean cypress. */
function cypress(x, y, h, color) {
  const w = h * 0.13;
  return `<path d="M${f1(x)} ${f1(y - h)} C${f1(x + w * 1.3)} ${f1(y - h * 0.6)} ${f1(x + w * 1.2)} ${f1(
    y - h * 0.1,
  )} ${f1(x + w * 0.3)} ${f1(y)} L${f1(x - w * 0.3)} ${f1(y)} C${f1(x - w * 1.2)} ${f1(y - h * 0.1)} ${f1(
    x - w * 1.3,
  )} ${f1(y - h * 0.6)} ${f1(x)} ${f1(y - h)} Z" fill="${color}"/>`;
}

/** Glitter on water: short horizontal strokes, denser in a column under the light source. */
function glitter(
  rng,
  { x0 = 0, x1 = 1200, y0, y1, count = 160, colX, colW = 120, color = '#ffffff', maxOp = 0.7 },
) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t * t;
    const persp = (y - y0) / (y1 - y0 || 1);
    let x;
    if (colX !== undefined && rng() < 0.7) x = colX + (rng() - 0.5) * (colW * (0.3 + persp * 1.7));
    else x = between(rng, x0, x1);
    const len = between(rng, 6, 30) * (0.4 + persp * 1.6);
    const hgt = 1 + persp * 2.5;
    const op = between(rng, 0.15, maxOp);
    out.push(
      `<rect x="${f1(x - len / 2)}" y="${f1(y)}" width="${f1(len)}" height="${f1(hgt)}" rx="${f1(hgt / 2)}" fill="${color}" opacity="${f1(op * 100) / 100}"/>`,
    );
  }
  return out.join('');
}

/** Wave ripples: dark/light horizontal dashes across a water body. */
function ripples(rng, { x0 = 0, x1 = 1200, y0, y1, count = 120, color = '#0b4f78', maxOp = 0.25 }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t * t;
    const persp = (y - y0) / (y1 - y0 || 1);
    const x = between(rng, x0, x1);
    const len = between(rng, 20, 80) * (0.3 + persp * 2);
    const amp = 1 + persp * 4;
    out.push(
      `<path d="M${f1(x)} ${f1(y)} q${f1(len / 4)} ${f1(-amp)} ${f1(len / 2)} 0 t${f1(len / 2)} 0" fill="none" stroke="${color}" stroke-width="${f1(
        0.8 + persp * 2,
      )}" stroke-linecap="round" opacity="${f1(between(rng, 0.05, maxOp) * 100) / 100}"/>`,
    );
  }
  return out.join('');
}

/** Gulet (traditional wooden Turkish yacht), bow to the left. Local length ~300. */
function gulet(
  x,
  y,
  s,
  {
    hull = '#f5f1e8',
    wood = '#8a5630',
    sails = true,
    flip = false,
    sail = ['#fbf8f0', '#e3ddd0', '#f6f2e8', '#fdfbf5'],
  } = {},
) {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}">
    <path d="M-6 -26 L-40 -30" stroke="${wood}" stroke-width="3"/>
    <path d="M-4 -22 C10 10 40 34 70 40 L262 40 C280 34 292 16 300 -4 L300 -12 L-4 -22 Z" fill="${hull}"/>
    <path d="M-4 -22 L300 -12 L300 -4 L-1 -14 Z" fill="${wood}"/>
    <path d="M22 16 C40 30 55 36 70 38 L262 38 C276 33 286 24 293 10 L22 16 Z" fill="#1d5f8c" opacity="0.9"/>
    <path d="M100 -16 L108 -44 L236 -40 L240 -12 Z" fill="${wood}"/>
    ${[118, 140, 162, 184, 206].map((wx) => `<rect x="${wx}" y="-36" width="14" height="10" rx="2" fill="#2a3440" opacity="0.85"/>`).join('')}
    <path d="M236 -46 L300 -44 L300 -42 L236 -44 Z" fill="#f3efe6"/>
    <path d="M244 -44 L244 -14 M296 -43 L296 -12" stroke="#c9b99a" stroke-width="2"/>
    <path d="M92 -18 L92 -210" stroke="#6a4022" stroke-width="5"/>
    <path d="M210 -14 L210 -165" stroke="#6a4022" stroke-width="4"/>
    <path d="M-40 -30 L92 -206 M92 -206 L210 -162 M210 -162 L300 -44" stroke="#5b4a3a" stroke-width="1.2" opacity="0.8"/>
    ${
      sails
        ? `<path d="M96 -200 Q150 -120 104 -30 L198 -30 Q170 -110 96 -200 Z" fill="${sail[0]}"/>
    <path d="M96 -200 Q150 -120 104 -30 L118 -30 Q150 -120 96 -200 Z" fill="${sail[1]}"/>
    <path d="M214 -156 Q255 -100 218 -26 L292 -40 Q270 -100 214 -156 Z" fill="${sail[2]}"/>
    <path d="M-34 -34 L86 -196 Q60 -110 40 -30 Z" fill="${sail[3]}"/>`
        : `<path d="M92 -60 L200 -56" stroke="#efe8da" stroke-width="8" stroke-linecap="round"/>`
    }
    <path d="M300 -44 L318 -52 L300 -58 Z" fill="#d9202a"/>
  </g>`;
}

/** Small white motor boat with wake, seen from afar. */
function smallBoat(x, y, s, flip = false) {
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">
    <path d="M-60 4 Q-100 6 -150 10" stroke="#ffffff" stroke-width="3" opacity="0.55" fill="none"/>
    <path d="M-60 10 Q-110 16 -170 20" stroke="#ffffff" stroke-width="2" opacity="0.35" fill="none"/>
    <path d="M-60 0 L40 0 L55 -8 L-58 -8 Z" fill="#ffffff"/>
    <path d="M-58 -8 L-60 0 L40 0 L44 -3 Z" fill="#d5dde3"/>
    <path d="M-30 -8 L-25 -18 L15 -18 L20 -8 Z" fill="#f4f7f9"/>
    <rect x="-20" y="-16" width="28" height="5" fill="#2e3b47"/>
  </g>`;
}

/** Shadowed ravines running down a mountain face from its ridge. */
function ravines(rng, pts, { x0, x1, color, length = [40, 160], count = 30, opacity = 0.25, lean = 0.35 }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const x = between(rng, x0, x1);
    const y = yAt(pts, x);
    const len = between(rng, length[0], length[1]);
    const w = between(rng, 4, 14);
    const dx = (rng() - 0.5) * len * lean;
    out.push(
      `<path d="M${f1(x - w / 2)} ${f1(y + 2)} Q${f1(x + dx * 0.3)} ${f1(y + len * 0.5)} ${f1(x + dx)} ${f1(y + len)} Q${f1(
        x + dx * 0.5 + w,
      )} ${f1(y + len * 0.5)} ${f1(x + w / 2)} ${f1(y + 2)} Z" fill="${color}" opacity="${f1(opacity * between(rng, 0.5, 1) * 100) / 100}"/>`,
    );
  }
  return out.join('');
}

/** Snow on the top of a peak: the ridge above `peakY + depth`, with a ragged lower edge. */
function snowCap(pts, cx, depth, color) {
  const top = pts.filter(([x]) => Math.abs(x - cx) < 200);
  const minY = Math.min(...top.map((p) => p[1]));
  const inside = top.filter(([, y]) => y < minY + depth);
  if (inside.length < 2) return '';
  const lower = inside
    .slice()
    .reverse()
    .map(([x, y], i) => [x, Math.min(minY + depth, y + depth * (0.35 + 0.3 * Math.sin(i * 1.7)))]);
  return `<path d="${line([...inside, ...lower])} Z" fill="${color}" opacity="0.85"/>`;
}

const vignette = (id, w, h, strength = 0.35) =>
  `<defs>${radial(
    id,
    [
      [0.55, '#000000', 0],
      [1, '#000000', strength],
    ],
    { r: 0.75 },
  )}</defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;

const svgDoc = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${blur('soft', 14)}${blur(
    'soft2',
    6,
  )}${blur('soft3', 2.2)}${blur('haze', 30)}${defs}</defs>${body}</svg>`;

// ---------------------------------------------------------------------------------------------
// Tour / gallery scenes (1200 x 800)
// ---------------------------------------------------------------------------------------------
const W = 1200;
const H = 800;

/** Kemer bay: pine-clad cliff, turquoise water, a gulet under sail, Tahtalı behind. */
function sceneBoatTour() {
  const rng = rngFrom(101);
  const horizon = 430;
  const far = ridge(
    rng,
    peaks(horizon, [
      [820, 300, 230, 1.1],
      [420, 120, 260],
      [1120, 150, 160],
    ]),
    { amp: 28, depth: 8, rough: 0.6 },
  );
  const mid = ridge(
    rng,
    peaks(horizon + 8, [
      [980, 120, 200],
      [640, 70, 160],
      [1200, 150, 120],
    ]),
    { amp: 12 },
  );
  const cliff = ridge(rng, (x) => 240 + Math.pow(Math.max(0, x) / 560, 1.8) * 420, {
    x0: -10,
    x1: 560,
    amp: 18,
    depth: 6,
  });
  const shore = [
    [560, 660],
    [430, 690],
    [300, 730],
    [150, 770],
    [-10, 790],
  ];
  const defs =
    linear('bt-sky', [
      [0, '#3d9be0'],
      [0.55, '#8ccbef'],
      [1, '#dff3fb'],
    ]) +
    linear('bt-sea', [
      [0, '#2a8fbe'],
      [0.35, '#1777a8'],
      [1, '#0d5d8c'],
    ]) +
    linear(
      'bt-far',
      [
        [0, '#93acc4'],
        [0.55, '#a9c0d3'],
        [1, '#c3d6e3'],
      ],
      [0, 0, 1, 0],
    ) +
    linear('bt-mid', [
      [0, '#4e7f78'],
      [1, '#6f9a95'],
    ]) +
    linear(
      'bt-rock',
      [
        [0, '#c9a27a'],
        [1, '#8f6c4d'],
      ],
      [0, 0, 1, 1],
    ) +
    radial(
      'bt-shallow',
      [
        [0, '#46d8cf', 0.95],
        [0.6, '#2bb9c0', 0.55],
        [1, '#1a8fb5', 0],
      ],
      { cx: 0.2, cy: 0.75, r: 0.55 },
    );
  const body = `
    <rect width="${W}" height="${horizon + 5}" fill="url(#bt-sky)"/>
    ${sun('bt-sun', 1010, 110, 40)}
    ${cloud(rng, 300, 150, 260, { opacity: 0.75 })}${cloud(rng, 640, 90, 200, { opacity: 0.6 })}${cloud(rng, 1120, 260, 220, { opacity: 0.5 })}
    <path d="${fillUnder(far, horizon + 5)}" fill="url(#bt-far)"/>
    ${ravines(rng, far, { x0: 250, x1: 1200, color: '#6f8ea8', length: [40, 160], count: 30, opacity: 0.16, lean: 0.9 })}
    ${snowCap(far, 820, 70, '#f1f6fa')}
    <path d="${fillUnder(mid, horizon + 5)}" fill="url(#bt-mid)"/>
    ${forest(rng, mid, { x0: 480, x1: 1200, depth: 40, count: 260, r: [3, 6], colors: ['#3e6d62', '#4c7b6c', '#5d8a7a'] })}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#bt-sea)"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#bt-shallow)"/>
    ${ripples(rng, { y0: horizon + 4, y1: H, count: 170, color: '#0a4a70', maxOp: 0.3 })}
    ${glitter(rng, { y0: horizon + 3, y1: H, count: 220, colX: 1010, colW: 160, maxOp: 0.8 })}
    <path d="${line(cliff)} ${line(shore).replace('M', 'L')} L-10 ${H} Z" fill="url(#bt-rock)"/>
    ${ravines(rng, cliff, { x0: 80, x1: 430, color: '#6e4f36', length: [60, 200], count: 26, opacity: 0.35, lean: 0.2 })}
    <path d="${smooth(shore)}" stroke="#ffffff" stroke-width="6" opacity="0.55" fill="none" filter="url(#soft3)"/>
    <path d="${smooth(shore.map(([x, y]) => [x + 14, y + 8]))}" stroke="#9ff0ea" stroke-width="10" opacity="0.35" fill="none" filter="url(#soft2)"/>
    ${forest(rng, cliff, { x0: -10, x1: 470, depth: 110, count: 700, r: [6, 13], colors: ['#2f5a2c', '#3d6b34', '#4a7a3c', '#28502a'], densityTop: 1.6 })}
    ${Array.from({ length: 14 }, () => {
      const x = between(rng, 0, 380);
      return pine(x, yAt(cliff, x) + 8, between(rng, 40, 70), pick(rng, ['#244a24', '#2d5a2a']), rng);
    }).join('')}
    <path d="M-10 ${H} L-10 760 Q60 740 120 770 Q160 790 190 ${H} Z" fill="#6b4d35"/>
    ${smallBoat(1090, 505, 0.45, true)}${smallBoat(560, 470, 0.3)}
    <ellipse cx="790" cy="${612}" rx="190" ry="12" fill="#063a5c" opacity="0.35" filter="url(#soft2)"/>
    ${gulet(640, 600, 1.05)}
    <path d="M950 590 Q1010 600 1080 612 M945 604 Q1000 616 1060 636" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.55"/>
    <path d="M628 592 Q610 600 600 612" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>
    ${vignette('bt-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** A gull in flight. */
const bird = (x, y, s, color = '#2b3440') =>
  `<path d="M${f1(x - 10 * s)} ${f1(y)} q${f1(5 * s)} ${f1(-6 * s)} ${f1(10 * s)} 0 q${f1(5 * s)} ${f1(-6 * s)} ${f1(
    10 * s,
  )} 0" fill="none" stroke="${color}" stroke-width="${f1(1.6 * s)}" stroke-linecap="round"/>`;

/** Köprülü Kanyon: limestone canyon walls, emerald river with white water and a raft. */
function sceneRafting() {
  const rng = rngFrom(202);
  const leftWall = ridge(rng, (x) => 90 + Math.pow(Math.max(0, x) / 520, 2.4) * 240, {
    x0: -10,
    x1: 520,
    amp: 22,
    depth: 6,
  });
  const rightWall = ridge(rng, (x) => 70 + Math.pow(Math.max(0, 1210 - x) / 520, 2.2) * 250, {
    x0: 690,
    x1: 1210,
    amp: 22,
    depth: 6,
  });
  const far = ridge(
    rng,
    peaks(330, [
      [600, 130, 170],
      [420, 80, 120],
      [800, 100, 140],
    ]),
    { x0: 350, x1: 900, amp: 10, depth: 6 },
  );
  const defs =
    linear('rf-sky', [
      [0, '#5aaee4'],
      [1, '#d4eef8'],
    ]) +
    linear('rf-river', [
      [0, '#4fc2b0'],
      [0.4, '#2aa19a'],
      [1, '#167f86'],
    ]) +
    linear(
      'rf-wallL',
      [
        [0, '#b9875a'],
        [0.6, '#d8b283'],
        [1, '#a77a50'],
      ],
      [0, 0, 1, 0],
    ) +
    linear(
      'rf-wallR',
      [
        [0, '#8c6240'],
        [0.5, '#c79a6a'],
        [1, '#b3865a'],
      ],
      [0, 0, 1, 0],
    ) +
    linear('rf-far', [
      [0, '#7f9fae'],
      [1, '#9fb8c2'],
    ]);
  const bankL = [
    [520, 330],
    [470, 420],
    [360, 520],
    [220, 640],
    [60, 760],
    [-10, 800],
  ];
  const bankR = [
    [690, 330],
    [730, 420],
    [820, 510],
    [960, 620],
    [1120, 730],
    [1210, 790],
  ];
  const river = `${smooth(bankL.slice().reverse())} L${bankR[0][0]} ${bankR[0][1]} ${smooth(bankR).replace(/^M[^C]*/, '')} L1210 800 L-10 800 Z`;
  const rapids = [];
  for (let i = 0; i < 140; i++) {
    const y = between(rng, 340, 800);
    const t = (y - 330) / 470;
    const xl = yAtBank(bankL, y) + 10;
    const xr = yAtBank(bankR, y) - 10;
    const x = between(rng, xl, xr);
    const band = Math.exp(-Math.pow((y - 600) / 90, 2)) + 0.25;
    if (rng() > band) continue;
    const len = between(rng, 15, 60) * (0.3 + t * 1.5);
    rapids.push(
      `<path d="M${f1(x)} ${f1(y)} q${f1(len / 2)} ${f1(-4 - t * 6)} ${f1(len)} 0" stroke="#ffffff" stroke-width="${f1(
        1.5 + t * 4,
      )}" fill="none" stroke-linecap="round" opacity="${f1(between(rng, 0.35, 0.9) * 100) / 100}"/>`,
    );
  }
  const foam = Array.from({ length: 40 }, () => {
    const y = between(rng, 540, 690);
    const x = between(rng, yAtBank(bankL, y), yAtBank(bankR, y));
    return `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(between(rng, 10, 40))}" ry="${f1(between(rng, 3, 8))}" fill="#ffffff" opacity="0.5"/>`;
  }).join('');
  const rocks = (pts, side) =>
    Array.from({ length: 18 }, () => {
      const y = between(rng, 380, 800);
      const x = yAtBank(pts, y) + side * between(rng, -10, 25);
      const r = 6 + ((y - 330) / 470) * 30 * between(rng, 0.5, 1.2);
      return `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(r * 1.5)}" ry="${f1(r)}" fill="${pick(rng, ['#8d7a66', '#a08c74', '#6f6050'])}"/><ellipse cx="${f1(
        x - r * 0.3,
      )}" cy="${f1(y - r * 0.35)}" rx="${f1(r * 0.8)}" ry="${f1(r * 0.4)}" fill="#c8b8a0" opacity="0.5"/>`;
    }).join('');
  const rafters = [];
  const seats = [
    [-95, -8],
    [-55, -16],
    [-15, -18],
    [25, -18],
    [65, -14],
    [100, -4],
    [-75, 12],
    [-35, 16],
    [5, 18],
    [45, 16],
    [85, 10],
  ];
  seats.forEach(([sx, sy], i) => {
    const jacket = i % 3 === 0 ? '#f2c230' : i % 3 === 1 ? '#e84a3a' : '#2d6fb8';
    const helmet = i % 2 ? '#f5f5f5' : '#f2c230';
    const dir = sy < 0 ? -1 : 1;
    rafters.push(`<path d="M${sx} ${sy} l${dir * -28} ${dir * 34}" stroke="#222" stroke-width="3"/><ellipse cx="${sx + dir * -30}" cy="${sy + dir * 37}" rx="5" ry="10" fill="#f2c230" transform="rotate(${dir * 40} ${sx + dir * -30} ${sy + dir * 37})"/>
      <rect x="${sx - 9}" y="${sy - 26}" width="18" height="22" rx="6" fill="${jacket}"/><circle cx="${sx}" cy="${sy - 32}" r="8" fill="#e3b48c"/><path d="M${sx - 9} ${sy - 33} a9 9 0 0 1 18 0 Z" fill="${helmet}"/>`);
  });
  const raft = `<g transform="translate(610 650) rotate(-8)">
    <ellipse cx="0" cy="34" rx="170" ry="30" fill="#0b5d5d" opacity="0.35" filter="url(#soft2)"/>
    <path d="M-150 0 C-150 -40 150 -40 160 0 C150 40 -150 40 -150 0 Z" fill="#e2412e"/>
    <path d="M-128 0 C-128 -24 128 -24 136 0 C128 24 -128 24 -128 0 Z" fill="#7d1f14"/>
    <path d="M-150 0 C-150 -40 150 -40 160 0" fill="none" stroke="#ff7a5c" stroke-width="5" opacity="0.7"/>
    ${rafters.join('')}
  </g>`;
  const splash = Array.from({ length: 26 }, () => {
    const a = rng() * Math.PI * 2;
    const d = between(rng, 150, 200);
    return `<circle cx="${f1(610 + Math.cos(a) * d)}" cy="${f1(660 + Math.sin(a) * d * 0.3)}" r="${f1(between(rng, 3, 9))}" fill="#ffffff" opacity="0.7"/>`;
  }).join('');
  const body = `
    <rect width="${W}" height="420" fill="url(#rf-sky)"/>
    ${cloud(rng, 610, 120, 240, { opacity: 0.7 })}
    <path d="${fillUnder(far, 420)}" fill="url(#rf-far)"/>
    ${forest(rng, far, { x0: 360, x1: 890, depth: 50, count: 220, r: [3, 5], colors: ['#4d7566', '#5d8574', '#3f6656'] })}
    <path d="${river}" fill="url(#rf-river)"/>
    ${ripples(rng, { x0: 100, x1: 1100, y0: 340, y1: 800, count: 120, color: '#0a5a5a', maxOp: 0.3 })}
    ${rapids.join('')}${foam}
    <path d="${fillUnder(leftWall, 800).replace(/L-10 800 Z$/, '')} ${line(bankL).replace('M', 'L')} L-10 800 Z" fill="url(#rf-wallL)"/>
    ${ravines(rng, leftWall, { x0: 0, x1: 460, color: '#6d4a2f', length: [80, 300], count: 28, opacity: 0.35, lean: 0.15 })}
    ${forest(rng, leftWall, { x0: -10, x1: 520, depth: 60, count: 380, r: [6, 12], colors: ['#2f5a2c', '#3d6b34', '#4a7a3c'], densityTop: 1.5 })}
    <path d="${fillUnder(rightWall, 800).replace(/L690 800 Z$/, '')} ${line(bankR.slice().reverse()).replace('M', 'L')} Z" fill="url(#rf-wallR)"/>
    ${ravines(rng, rightWall, { x0: 740, x1: 1210, color: '#5b3d26', length: [80, 300], count: 28, opacity: 0.35, lean: 0.15 })}
    ${forest(rng, rightWall, { x0: 690, x1: 1210, depth: 60, count: 380, r: [6, 12], colors: ['#2a5228', '#36622f', '#44733a'], densityTop: 1.5 })}
    ${rocks(bankL, -1)}${rocks(bankR, 1)}
    ${splash}${raft}
    ${vignette('rf-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}
/** x of a river bank polyline (points ordered by y) at y. */
function yAtBank(pts, y) {
  const sorted = pts.slice().sort((a, b) => a[1] - b[1]);
  if (y <= sorted[0][1]) return sorted[0][0];
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i][1] >= y)
      return lerp(sorted[i - 1][0], sorted[i][0], (y - sorted[i - 1][1]) / (sorted[i][1] - sorted[i - 1][1]));
  }
  return sorted[sorted.length - 1][0];
}

/** Pamukkale: white travertine terraces holding turquoise pools, the valley hazy below. */
function scenePamukkale() {
  const rng = rngFrom(303);
  const hills = ridge(
    rng,
    peaks(330, [
      [200, 110, 260],
      [760, 90, 220],
      [1150, 60, 200],
    ]),
    { amp: 14 },
  );
  const slope = ridge(rng, (x) => 250 + Math.pow(Math.max(0, 1210 - x) / 1220, 1.6) * 200, {
    amp: 8,
    depth: 6,
  });
  const defs =
    linear('pk-sky', [
      [0, '#1f6fc4'],
      [0.6, '#6fb3e6'],
      [1, '#d5ebf7'],
    ]) +
    linear('pk-pool', [
      [0, '#d2f7f8'],
      [0.4, '#86dde8'],
      [1, '#4cb9d2'],
    ]) +
    linear('pk-face', [
      [0, '#ffffff'],
      [0.55, '#f1f3f2'],
      [1, '#c7d4da'],
    ]) +
    linear('pk-hill', [
      [0, '#a3b0a6'],
      [1, '#cfd6d2'],
    ]) +
    linear('pk-slope', [
      [0, '#ffffff'],
      [1, '#e6ecec'],
    ]);
  const parts = [];
  const R = 6;
  for (let r = 0; r < R; r++) {
    const sc = 0.3 + 0.7 * Math.pow(r / (R - 1), 1.2);
    const baseY = 360 + 420 * Math.pow((r + 0.3) / R, 1.05);
    const row = [];
    let x = -120 - rng() * 100;
    while (x < 1260) {
      const w = between(rng, 0.7, 1.5) * (230 * sc + 50);
      row.push([x, w, baseY + between(rng, -14, 14) * sc]);
      x += w * between(rng, 0.72, 0.9);
    }
    row.sort(() => rng() - 0.5);
    for (const [x0, w, lipY] of row) {
      const x1 = x0 + w;
      const poolD = w * between(rng, 0.07, 0.1);
      const faceH = (40 + 110 * sc) * between(rng, 0.8, 1.2);
      const bulge = poolD * 0.9;
      const lipAt = (u) => lipY + Math.sin(Math.PI * u) * bulge;
      const n = Math.max(4, Math.round(w / (22 * sc + 8)));
      let lip = '';
      for (let k = n; k > 0; k--) {
        const ua = (k - 1) / n;
        const ub = k / n;
        const um = (ua + ub) / 2;
        lip += ` Q${f1(x0 + w * um)} ${f1(lipAt(um) + 4 + 7 * sc)} ${f1(x0 + w * ua)} ${f1(lipAt(ua))}`;
      }
      let face = `M${f1(x0)} ${f1(lipY)}`;
      const m = n * 2;
      for (let k = 0; k <= m; k++) {
        const u = k / m;
        const yb = lipAt(u) + faceH * (0.45 + 0.55 * Math.sin(Math.PI * u)) * between(rng, 0.85, 1.1);
        face +=
          k % 2
            ? ` Q${f1(x0 + w * u)} ${f1(yb + 8 * sc)} ${f1(x0 + w * u)} ${f1(yb)}`
            : ` L${f1(x0 + w * u)} ${f1(yb)}`;
      }
      face += ` L${f1(x1)} ${f1(lipY)} Z`;
      parts.push(`<path d="${face}" fill="url(#pk-face)"/>`);
      for (let k = 0; k < n * 2; k++) {
        const u = between(rng, 0.05, 0.95);
        parts.push(
          `<path d="M${f1(x0 + w * u)} ${f1(lipAt(u) + 8 + 8 * sc)} l${f1(between(rng, -2, 2))} ${f1(faceH * between(rng, 0.25, 0.8) * Math.sin(Math.PI * u))}" stroke="#c9d6db" stroke-width="${f1(
            1.5 + sc * 4,
          )}" stroke-linecap="round" opacity="0.45"/>`,
        );
      }
      const topY = lipY - poolD;
      parts.push(
        `<path d="M${f1(x0)} ${f1(lipY)} Q${f1(x0 + w / 2)} ${f1(topY - poolD)} ${f1(x1)} ${f1(lipY)}${lip} Z" fill="url(#pk-pool)"/>`,
      );
      parts.push(
        `<path d="M${f1(x0)} ${f1(lipY)} Q${f1(x0 + w / 2)} ${f1(topY - poolD)} ${f1(x1)} ${f1(lipY)}" stroke="#ffffff" stroke-width="${f1(
          2 + 4 * sc,
        )}" fill="none" stroke-linecap="round"/>`,
      );
      parts.push(
        `<ellipse cx="${f1(x0 + w * between(rng, 0.35, 0.65))}" cy="${f1(lipY - poolD * 0.15)}" rx="${f1(w * 0.18)}" ry="${f1(
          1 + poolD * 0.1,
        )}" fill="#ffffff" opacity="0.55"/>`,
      );
    }
  }
  const body = `
    <rect width="${W}" height="420" fill="url(#pk-sky)"/>
    ${cloud(rng, 250, 110, 200, { opacity: 0.85 })}${cloud(rng, 900, 170, 260, { opacity: 0.75 })}${cloud(rng, 620, 70, 140, { opacity: 0.6 })}
    <path d="${fillUnder(hills, 420)}" fill="url(#pk-hill)"/>
    ${forest(rng, hills, { x0: 0, x1: 1200, depth: 30, count: 180, r: [2, 3.5], colors: ['#7f8f80', '#8d9b86'] })}
    <rect y="330" width="${W}" height="90" fill="#c9d4c0" opacity="0.8"/>
    ${Array.from(
      { length: 60 },
      () =>
        `<rect x="${f1(between(rng, 0, 1200))}" y="${f1(between(rng, 345, 410))}" width="${f1(between(rng, 20, 90))}" height="${f1(
          between(rng, 3, 8),
        )}" fill="${pick(rng, ['#b3c1a2', '#d8dcc8', '#a9b890'])}" opacity="0.7"/>`,
    ).join('')}
    <rect y="330" width="${W}" height="100" fill="#dbe9f2" opacity="0.45"/>
    <path d="${fillUnder(slope, 800)}" fill="url(#pk-slope)"/>
    ${Array.from({ length: 7 }, (_, i) => cypress(900 + i * 38 + between(rng, -8, 8), yAt(slope, 900 + i * 38) + 8, between(rng, 45, 75), '#3d5a35')).join('')}
    ${parts.join('')}
    ${vignette('pk-v', W, H, 0.22)}`;
  return svgDoc(W, H, body, defs);
}

/** Demre (Myra): house-type Lycian rock tombs carved into a sunlit cliff, olive trees below. */
function sceneMyra() {
  const rng = rngFrom(404);
  const top = ridge(rng, (x) => 150 + Math.sin(x / 210) * 30 + (x > 900 ? (x - 900) * 0.25 : 0), { amp: 22 });
  const defs =
    linear('my-sky', [
      [0, '#4a9fdc'],
      [1, '#cde8f6'],
    ]) +
    linear('my-rock', [
      [0, '#e3c79c'],
      [0.5, '#d2ae7e'],
      [1, '#b88f62'],
    ]) +
    linear(
      'my-shade',
      [
        [0, '#ffffff', 0.12],
        [0.5, '#000000', 0],
        [1, '#5a3a1c', 0.28],
      ],
      [0, 0, 1, 0],
    ) +
    linear('my-ground', [
      [0, '#c9b27f'],
      [1, '#a78f60'],
    ]);
  const tomb = (x, y, w, h) => {
    const ph = h * 0.28;
    const shade = '#8c6a45';
    return `<g>
      <path d="M${f1(x - 10)} ${f1(y + h + 8)} L${f1(x - 12)} ${f1(y - ph * 0.4)} L${f1(x + w / 2)} ${f1(y - ph - 14)} L${f1(x + w + 14)} ${f1(y - ph * 0.3)} L${f1(
        x + w + 12,
      )} ${f1(y + h + 10)} Z" fill="#a67c50" opacity="0.55"/>
      <path d="M${f1(x + w + 4)} ${f1(y)} L${f1(x + w + 12)} ${f1(y + 6)} L${f1(x + w + 12)} ${f1(y + h + 10)} L${f1(x + 4)} ${f1(y + h + 10)} L${f1(x)} ${f1(y + h)} Z" fill="#7a5836" opacity="0.45"/>
      <path d="M${f1(x - 4)} ${f1(y)} L${f1(x + w / 2)} ${f1(y - ph)} L${f1(x + w + 4)} ${f1(y)} Z" fill="#ead3ad" stroke="${shade}" stroke-width="2"/>
      <path d="M${f1(x + 8)} ${f1(y - 3)} L${f1(x + w / 2)} ${f1(y - ph + 8)} L${f1(x + w - 8)} ${f1(y - 3)} Z" fill="#c79f70"/>
      <rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="#e6cba2" stroke="${shade}" stroke-width="2"/>
      <rect x="${f1(x - 4)}" y="${f1(y)}" width="${f1(w + 8)}" height="${f1(h * 0.08)}" fill="#d9bb8d" stroke="${shade}" stroke-width="1.5"/>
      <rect x="${f1(x + w * 0.08)}" y="${f1(y + h * 0.08)}" width="${f1(w * 0.1)}" height="${f1(h * 0.92)}" fill="#dcbf94"/>
      <rect x="${f1(x + w * 0.82)}" y="${f1(y + h * 0.08)}" width="${f1(w * 0.1)}" height="${f1(h * 0.92)}" fill="#dcbf94"/>
      <rect x="${f1(x + w * 0.28)}" y="${f1(y + h * 0.2)}" width="${f1(w * 0.44)}" height="${f1(h * 0.72)}" fill="#5e4329"/>
      <rect x="${f1(x + w * 0.28)}" y="${f1(y + h * 0.2)}" width="${f1(w * 0.44)}" height="${f1(h * 0.36)}" fill="#74553a"/>
      <rect x="${f1(x)}" y="${f1(y + h)}" width="${f1(w)}" height="${f1(h * 0.06)}" fill="${shade}" opacity="0.6"/>
    </g>`;
  };
  const tombs = [];
  const cols = [
    [140, 300, 5],
    [300, 250, 5],
    [470, 230, 6],
    [650, 260, 5],
    [830, 300, 4],
    [990, 350, 3],
  ];
  for (const [cx, cy, n] of cols) {
    let y = cy;
    for (let i = 0; i < n; i++) {
      const w = between(rng, 70, 110);
      const h = w * between(rng, 0.7, 0.95);
      const x = cx + between(rng, -50, 50);
      if (y + h < 620) tombs.push(tomb(x, y, w, h));
      y += h + w * 0.4 + between(rng, 10, 30);
    }
  }
  const olive = (x, y, s) => {
    const blobs = Array.from({ length: 14 }, () => {
      const a = rng() * Math.PI;
      const d = between(rng, 0, 45) * s;
      return `<ellipse cx="${f1(x + Math.cos(a) * d * 1.6)}" cy="${f1(y - 60 * s - Math.sin(a) * d)}" rx="${f1(between(rng, 18, 30) * s)}" ry="${f1(
        between(rng, 12, 20) * s,
      )}" fill="${pick(rng, ['#6f8458', '#7f9366', '#5f744a', '#8ea275'])}"/>`;
    }).join('');
    return `<path d="M${f1(x - 8 * s)} ${f1(y)} Q${f1(x - 2 * s)} ${f1(y - 30 * s)} ${f1(x - 14 * s)} ${f1(y - 55 * s)} L${f1(x + 4 * s)} ${f1(
      y - 55 * s,
    )} Q${f1(x + 4 * s)} ${f1(y - 30 * s)} ${f1(x + 10 * s)} ${f1(y)} Z" fill="#5d4a36"/>${blobs}`;
  };
  const body = `
    <rect width="${W}" height="500" fill="url(#my-sky)"/>
    ${cloud(rng, 1000, 80, 220, { opacity: 0.7 })}
    <path d="${fillUnder(top, 800)}" fill="url(#my-rock)"/>
    ${Array.from({ length: 7 }, (_, i) => {
      const x = 60 + i * 180 + between(rng, -40, 40);
      const w = between(rng, 60, 140);
      return `<path d="M${f1(x)} ${f1(yAt(top, x))} C${f1(x + w * 0.3)} 350 ${f1(x - w * 0.2)} 500 ${f1(x + w * 0.1)} 640 L${f1(x + w)} 640 C${f1(x + w * 0.7)} 480 ${f1(
        x + w * 1.1,
      )} 330 ${f1(x + w * 0.8)} ${f1(yAt(top, x + w * 0.8))} Z" fill="#b08457" opacity="0.28"/>`;
    }).join('')}
    ${ravines(rng, top, { x0: 0, x1: 1200, color: '#9a7249', length: [100, 420], count: 30, opacity: 0.18, lean: 0.1 })}
    ${Array.from({ length: 18 }, () => {
      const y = between(rng, 220, 600);
      return `<path d="M${f1(between(rng, -50, 1100))} ${f1(y)} l${f1(between(rng, 100, 300))} ${f1(between(rng, -10, 10))}" stroke="#a98158" stroke-width="${f1(
        between(rng, 2, 6),
      )}" opacity="0.3"/>`;
    }).join('')}
    <path d="${fillUnder(top, 800)}" fill="url(#my-shade)"/>
    ${forest(rng, top, { x0: 0, x1: 1200, depth: 20, count: 160, r: [5, 10], colors: ['#6d7f4f', '#7d8f5c', '#5c6e42'] })}
    ${tombs.join('')}
    <path d="M-10 600 Q300 570 600 600 T1210 590 L1210 800 L-10 800 Z" fill="url(#my-ground)"/>
    <path d="M-10 650 Q300 630 600 660 T1210 650" stroke="#8d7550" stroke-width="3" fill="none" opacity="0.5"/>
    ${[
      [60, 720, 1.3],
      [240, 690, 1],
      [880, 700, 1.1],
      [1090, 740, 1.5],
      [700, 640, 0.6],
    ]
      .map(([x, y, s]) => olive(x, y, s))
      .join('')}
    ${vignette('my-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** Aspendos: the Roman theatre's stage building seen from the upper seats in warm afternoon light. */
function sceneAspendos() {
  const rng = rngFrom(505);
  const hills = ridge(
    rng,
    peaks(250, [
      [250, 110, 220],
      [900, 140, 260],
    ]),
    { amp: 16 },
  );
  const defs =
    linear('as-sky', [
      [0, '#6aa9dd'],
      [0.6, '#f3d6a8'],
      [1, '#f7c587'],
    ]) +
    linear('as-wall', [
      [0, '#d9a06c'],
      [1, '#b97c4c'],
    ]) +
    linear('as-hill', [
      [0, '#8f9f84'],
      [1, '#b9b89a'],
    ]) +
    linear('as-orch', [
      [0, '#d8c29b'],
      [1, '#c9ad80'],
    ]);
  const cx = 600;
  const cy = 520;
  const k = 0.3;
  const bands = [];
  for (let i = 40; i >= 0; i--) {
    const rx = 360 + i * 30;
    const ry = rx * k;
    const col = i % 2 ? '#e3caa0' : '#d7b98b';
    bands.push(`<path d="M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy} Z" fill="${col}"/>`);
    bands.push(
      `<path d="M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="#9d7a52" stroke-width="${f1(1 + i * 0.06)}" opacity="0.55"/>`,
    );
    if (i === 18)
      bands.push(
        `<path d="M${cx - rx} ${cy} A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}" fill="none" stroke="#c9a677" stroke-width="14"/>`,
      );
  }
  const aisles = [];
  for (let a = 1; a < 12; a++) {
    const ang = (Math.PI * a) / 12;
    const x1 = cx + Math.cos(ang) * 360;
    const y1 = cy + Math.sin(ang) * 360 * k;
    const x2 = cx + Math.cos(ang) * 1560;
    const y2 = cy + Math.sin(ang) * 1560 * k;
    aisles.push(
      `<path d="M${f1(x1)} ${f1(y1)} L${f1(x2)} ${f1(y2)}" stroke="#c4a171" stroke-width="${f1(6 + Math.abs(Math.sin(ang)) * 10)}"/>`,
    );
    aisles.push(
      `<path d="M${f1(x1)} ${f1(y1)} L${f1(x2)} ${f1(y2)}" stroke="#f0dcb8" stroke-width="2" stroke-dasharray="3 6" opacity="0.7"/>`,
    );
  }
  const windows = [];
  for (let i = 0; i < 11; i++) {
    const x = 190 + i * 80;
    windows.push(`<path d="M${x} 330 l0 -22 a12 12 0 0 1 24 0 l0 22 Z" fill="#6a4328"/>`);
    if (i % 2 === 0)
      windows.push(`<path d="M${x - 4} 400 l0 -30 a16 16 0 0 1 32 0 l0 30 Z" fill="#5c3a22"/>`);
    else
      windows.push(
        `<rect x="${x}" y="372" width="24" height="30" fill="#7a5234"/><path d="M${x - 6} 372 l18 -14 l18 14 Z" fill="#c98f5d"/>`,
      );
  }
  const body = `
    <rect width="${W}" height="520" fill="url(#as-sky)"/>
    ${sun('as-sun', 1040, 70, 30, '#fff4d6', '#ffd58a', 8)}
    ${cloud(rng, 300, 120, 240, { color: '#fff3e0', opacity: 0.6 })}
    <path d="${fillUnder(hills, 520)}" fill="url(#as-hill)"/>
    ${forest(rng, hills, { x0: 0, x1: 1200, depth: 40, count: 240, r: [3, 6], colors: ['#5f7452', '#6e835c', '#52654a'] })}
    <path d="M130 520 L130 250 L160 240 L1040 240 L1070 250 L1070 520 Z" fill="url(#as-wall)"/>
    <path d="M120 250 L1080 250 L1080 262 L120 262 Z" fill="#c48654"/>
    ${Array.from({ length: 24 }, (_, i) => `<rect x="${140 + i * 40}" y="232" width="18" height="10" fill="#c48654"/>`).join('')}
    <path d="M130 345 L1070 345 M130 412 L1070 412 M130 470 L1070 470" stroke="#a56a3e" stroke-width="4"/>
    ${windows.join('')}
    <path d="M560 520 L560 440 a40 40 0 0 1 80 0 L640 520 Z" fill="#4c2f1b"/>
    ${Array.from({ length: 30 }, () => {
      const x = between(rng, 140, 1060);
      const y = between(rng, 270, 500);
      return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(between(rng, 10, 30))}" height="3" fill="#a9703f" opacity="0.4"/>`;
    }).join('')}
    <path d="M60 520 L130 430 L130 520 Z M1140 520 L1070 430 L1070 520 Z" fill="#c28a58"/>
    <path d="M${cx - 360} ${cy} A360 ${360 * k} 0 0 0 ${cx + 360} ${cy} Z" fill="url(#as-orch)"/>
    <rect x="130" y="500" width="940" height="20" fill="#a8764a"/><rect x="130" y="496" width="940" height="6" fill="#e0b283"/>
    ${bands.join('')}
    ${aisles.join('')}
    <rect width="${W}" height="${H}" fill="#ffb866" opacity="0.08"/>
    ${vignette('as-v', W, H, 0.35)}`;
  return svgDoc(W, H, body, defs);
}

/** Side: the Temple of Apollo's columns by the sea at golden hour. */
function sceneSideApollo() {
  const rng = rngFrom(606);
  const horizon = 520;
  const defs =
    linear('sd-sky', [
      [0, '#3b4f8c'],
      [0.35, '#c0668a'],
      [0.7, '#f59a5c'],
      [1, '#ffd08a'],
    ]) +
    linear('sd-sea', [
      [0, '#e58d5e'],
      [0.25, '#8a5a78'],
      [1, '#2d3a66'],
    ]) +
    linear(
      'sd-col',
      [
        [0, '#a86a45'],
        [0.45, '#f2c08a'],
        [0.7, '#e2a872'],
        [1, '#8a5436'],
      ],
      [0, 0, 1, 0],
    ) +
    linear('sd-ground', [
      [0, '#8a5a3e'],
      [1, '#4a3226'],
    ]);
  const cols = [];
  const xs = [250, 390, 530, 670, 810];
  for (const [i, x] of xs.entries()) {
    const topY = 170 + (i === 0 ? 60 : 0);
    const w = 62;
    const baseY = 600;
    let flutes = '';
    for (let k = 1; k < 6; k++)
      flutes += `<path d="M${x + (w * k) / 6} ${topY + 40} L${x + (w * k) / 6} ${baseY - 20}" stroke="#8a5436" stroke-width="2" opacity="0.35"/>`;
    const drums = Array.from(
      { length: 6 },
      (_, k) =>
        `<path d="M${x} ${f1(topY + 40 + ((baseY - topY - 60) * (k + 1)) / 7)} l${w} ${f1(between(rng, -2, 2))}" stroke="#7a4a30" stroke-width="1.5" opacity="0.4"/>`,
    ).join('');
    cols.push(`<g>
      <rect x="${x}" y="${topY + 36}" width="${w}" height="${baseY - topY - 56}" fill="url(#sd-col)"/>${flutes}${drums}
      <path d="M${x - 14} ${topY + 36} L${x - 6} ${topY} L${x + w + 6} ${topY} L${x + w + 14} ${topY + 36} Z" fill="#d9a373"/>
      <path d="M${x - 14} ${topY + 36} q10 -18 20 -6 M${x + w + 14} ${topY + 36} q-10 -18 -20 -6" stroke="#8a5436" stroke-width="3" fill="none"/>
      <rect x="${x - 8}" y="${baseY - 20}" width="${w + 16}" height="20" fill="#c58b5f"/>
    </g>`);
  }
  const body = `
    <rect width="${W}" height="${horizon}" fill="url(#sd-sky)"/>
    ${sun('sd-sun', 1000, 455, 44, '#fff2c8', '#ffc06a', 7)}
    ${cloud(rng, 250, 130, 300, { color: '#f7b3a0', opacity: 0.45 })}${cloud(rng, 820, 210, 260, { color: '#ffc9a0', opacity: 0.4 })}
    <path d="M0 ${horizon} L0 500 Q80 488 160 496 Q220 480 300 500 L300 ${horizon} Z" fill="#6d4a6a" opacity="0.7"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sd-sea)"/>
    ${glitter(rng, { y0: horizon + 2, y1: H, count: 260, colX: 1000, colW: 120, color: '#ffe0a0', maxOp: 0.9 })}
    ${ripples(rng, { y0: horizon + 2, y1: H, count: 120, color: '#2a1f40', maxOp: 0.25 })}
    ${Array.from({ length: 5 }, (_, i) => bird(560 + i * 40 + between(rng, -15, 15), 110 + between(rng, -30, 30), between(rng, 0.8, 1.3), '#3a2a40')).join('')}
    <path d="M-10 ${H} L-10 590 Q200 575 420 590 Q700 610 960 600 Q1100 596 1210 610 L1210 ${H} Z" fill="url(#sd-ground)"/>
    <rect x="150" y="598" width="800" height="28" fill="#b07a52"/><rect x="130" y="624" width="840" height="30" fill="#8c5c3e"/>
    <path d="M368 206 L840 206 L840 170 L368 170 Z" fill="#d59d6c"/>
    <path d="M368 170 L840 170 L846 160 L362 160 Z" fill="#eab786"/>
    <path d="M368 188 L840 188" stroke="#8a5436" stroke-width="2" opacity="0.6"/>
    ${cols.join('')}
    ${[
      [90, 700, 50],
      [1010, 690, 42],
      [1120, 730, 55],
    ]
      .map(
        ([x, y, r]) =>
          `<ellipse cx="${x}" cy="${y}" rx="${r * 1.4}" ry="${r * 0.8}" fill="#b07a52"/><ellipse cx="${x + r * 0.9}" cy="${y}" rx="${r * 0.35}" ry="${r * 0.75}" fill="#d89a68"/>`,
      )
      .join('')}
    ${vignette('sd-v', W, H, 0.4)}`;
  return svgDoc(W, H, body, defs);
}

/** Kekova / Simena: a Lycian sarcophagus standing in the shallow sea below the castle, at dusk. */
function sceneKekova() {
  const rng = rngFrom(707);
  const horizon = 470;
  const hill = ridge(rng, (x) => 360 - Math.exp(-Math.pow((x - 820) / 260, 2)) * 170, { amp: 14 });
  const far = ridge(
    rng,
    peaks(horizon, [
      [200, 90, 240],
      [600, 50, 200],
    ]),
    { amp: 8 },
  );
  const defs =
    linear('kk-sky', [
      [0, '#2e3f7a'],
      [0.45, '#8c6aa6'],
      [0.8, '#f3a48a'],
      [1, '#ffd3a0'],
    ]) +
    linear('kk-sea', [
      [0, '#c89aa8'],
      [0.3, '#5f7fa8'],
      [1, '#1f5a7a'],
    ]) +
    linear('kk-shallow', [
      [0, '#3fa7a6', 0],
      [1, '#4fc0b0', 0.6],
    ]) +
    linear('kk-hill', [
      [0, '#6a5a6e'],
      [1, '#4d4658'],
    ]) +
    linear(
      'kk-stone',
      [
        [0, '#d8b48c'],
        [1, '#a57a58'],
      ],
      [0, 0, 1, 0],
    );
  const castleX = 800;
  const castleY = yAt(hill, castleX);
  const houses = Array.from({ length: 16 }, () => {
    const x = between(rng, 560, 1100);
    const y = yAt(hill, x) + between(rng, 20, 90);
    const w = between(rng, 18, 30);
    return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(w * 0.7)}" fill="#efe2d0"/><path d="M${f1(x - 3)} ${f1(y)} L${f1(x + w / 2)} ${f1(
      y - 9,
    )} L${f1(x + w + 3)} ${f1(y)} Z" fill="#b5523a"/><rect x="${f1(x + w * 0.4)}" y="${f1(y + w * 0.3)}" width="5" height="6" fill="#ffcf7a"/>`;
  }).join('');
  const sx = 360;
  const sy = 620;
  const sarc = `<g>
    <ellipse cx="${sx + 80}" cy="${sy + 34}" rx="150" ry="14" fill="#143a52" opacity="0.5"/>
    <rect x="${sx - 10}" y="${sy - 70}" width="180" height="100" fill="url(#kk-stone)"/>
    <rect x="${sx - 18}" y="${sy - 84}" width="196" height="16" fill="#c99f76"/>
    <rect x="${sx}" y="${sy - 210}" width="160" height="126" fill="url(#kk-stone)"/>
    <rect x="${sx - 8}" y="${sy - 220}" width="176" height="14" fill="#caa27a"/>
    <path d="M${sx - 8} ${sy - 220} C${sx - 8} ${sy - 300} ${sx + 40} ${sy - 330} ${sx + 80} ${sy - 345} C${sx + 120} ${sy - 330} ${sx + 168} ${sy - 300} ${sx + 168} ${sy - 220} Z" fill="url(#kk-stone)"/>
    <path d="M${sx + 14} ${sy - 222} C${sx + 14} ${sy - 288} ${sx + 50} ${sy - 312} ${sx + 80} ${sy - 324} C${sx + 110} ${sy - 312} ${sx + 146} ${sy - 288} ${sx + 146} ${sy - 222} Z" fill="#a57a58" opacity="0.5"/>
    <rect x="${sx - 24}" y="${sy - 262}" width="22" height="16" fill="#b88c64"/><rect x="${sx + 162}" y="${sy - 262}" width="22" height="16" fill="#8f6646"/>
    <rect x="${sx + 20}" y="${sy - 190}" width="120" height="86" fill="none" stroke="#8f6646" stroke-width="4" opacity="0.6"/>
    <path d="M${sx - 10} ${sy + 30} L${sx + 170} ${sy + 30}" stroke="#ffffff" stroke-width="3" opacity="0.5"/>
  </g>`;
  const body = `
    <rect width="${W}" height="${horizon}" fill="url(#kk-sky)"/>
    ${sun('kk-sun', 180, 430, 30, '#fff1cc', '#ffb476', 7)}
    ${Array.from({ length: 40 }, () => `<circle cx="${f1(between(rng, 0, 1200))}" cy="${f1(between(rng, 0, 150))}" r="${f1(between(rng, 0.6, 1.6))}" fill="#ffffff" opacity="${f1(between(rng, 0.3, 0.8) * 100) / 100}"/>`).join('')}
    ${cloud(rng, 520, 250, 300, { color: '#f4b0a0', opacity: 0.45 })}
    <path d="${fillUnder(far, horizon + 2)}" fill="#7b6a8c" opacity="0.8"/>
    <path d="${fillUnder(hill, horizon + 40)}" fill="url(#kk-hill)"/>
    ${forest(rng, hill, { x0: 500, x1: 1200, depth: 120, count: 240, r: [4, 8], colors: ['#4a5547', '#56604f', '#3f4a3e'] })}
    ${houses}
    <path d="M${castleX - 90} ${castleY + 10} L${castleX - 90} ${castleY - 30} ${Array.from({ length: 9 }, (_, i) => `L${castleX - 90 + i * 20} ${castleY - 30 - (i % 2) * 8} L${castleX - 80 + i * 20} ${castleY - 30 - (i % 2) * 8}`).join(' ')} L${castleX + 90} ${castleY - 30} L${castleX + 90} ${castleY + 10} Z" fill="#b89a80"/>
    <rect x="${castleX - 20}" y="${castleY - 75}" width="44" height="60" fill="#c4a78c"/>
    ${Array.from({ length: 4 }, (_, i) => `<rect x="${castleX - 20 + i * 12}" y="${castleY - 85}" width="8" height="10" fill="#c4a78c"/>`).join('')}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#kk-sea)"/>
    <rect y="${horizon + 100}" width="${W}" height="${H - horizon - 100}" fill="url(#kk-shallow)"/>
    ${glitter(rng, { y0: horizon + 2, y1: H, count: 200, colX: 180, colW: 110, color: '#ffd9a8', maxOp: 0.85 })}
    ${ripples(rng, { y0: horizon + 2, y1: H, count: 140, color: '#173b5a', maxOp: 0.3 })}
    ${sarc}
    <path d="M${sx - 10} ${sy + 36} l180 0 l-10 60 l-160 0 Z" fill="#a57a58" opacity="0.25" filter="url(#soft2)"/>
    ${smallBoat(980, 560, 0.5, true)}
    ${vignette('kk-v', W, H, 0.35)}`;
  return svgDoc(W, H, body, defs);
}

/** Safari jeep (open Land-Rover style), facing right; local ground at y = 0, length ~300. */
function jeep(x, y, s, color = '#6b7a3c') {
  const tyre = (cx) =>
    `<circle cx="${cx}" cy="-34" r="34" fill="#1e1e1e"/><circle cx="${cx}" cy="-34" r="18" fill="#9a9a90"/><circle cx="${cx}" cy="-34" r="7" fill="#444"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="150" cy="2" rx="170" ry="10" fill="#000" opacity="0.25"/>
    <circle cx="-6" cy="-84" r="28" fill="#1e1e1e"/><circle cx="-6" cy="-84" r="14" fill="#777"/>
    <path d="M0 -46 L0 -112 L196 -112 L204 -104 L288 -100 L300 -86 L302 -46 L268 -46 A36 36 0 0 0 200 -46 L96 -46 A36 36 0 0 0 24 -46 Z" fill="${color}"/>
    <path d="M0 -100 L300 -92" stroke="#000" stroke-width="3" opacity="0.15"/>
    <path d="M0 -78 L302 -74" stroke="#e9d9a8" stroke-width="8" opacity="0.9"/>
    <rect x="286" y="-98" width="14" height="10" rx="2" fill="#fff6c8"/>
    <rect x="0" y="-108" width="8" height="14" fill="#c0392b"/>
    <path d="M196 -112 L176 -170 M204 -112 L184 -170" stroke="#222" stroke-width="5"/>
    <path d="M176 -170 L188 -170 L208 -112 L198 -112 Z" fill="#9fd3ea" opacity="0.55"/>
    <path d="M30 -112 L40 -176 L150 -176 L160 -112" stroke="#2b2b2b" stroke-width="6" fill="none"/>
    <path d="M40 -176 L150 -176" stroke="#2b2b2b" stroke-width="6"/>
    ${[
      [60, '#e84a3a', '#f2c230'],
      [100, '#2d6fb8', '#ffffff'],
      [140, '#f2c230', '#e84a3a'],
    ]
      .map(
        ([hx, shirt, hat]) =>
          `<rect x="${hx - 12}" y="-140" width="24" height="30" rx="8" fill="${shirt}"/><circle cx="${hx}" cy="-148" r="10" fill="#e3b48c"/><path d="M${hx - 14} -152 L${hx + 14} -152 L${hx + 8} -162 L${hx - 8} -162 Z" fill="${hat}"/>`,
      )
      .join('')}
    <path d="M112 -130 l30 -30" stroke="#e3b48c" stroke-width="6" stroke-linecap="round"/>
    ${tyre(60)}${tyre(234)}
  </g>`;
}

/** Jeep safari in the Taurus mountains: winding dirt road, pines, dust. */
function sceneJeepSafari() {
  const rng = rngFrom(808);
  const far = ridge(
    rng,
    peaks(380, [
      [300, 230, 200],
      [700, 170, 230],
      [1050, 250, 180],
    ]),
    { amp: 24, depth: 8, rough: 0.6 },
  );
  const mid = ridge(
    rng,
    peaks(460, [
      [150, 140, 200],
      [600, 90, 260],
      [1000, 150, 220],
    ]),
    { amp: 18 },
  );
  const near = ridge(
    rng,
    peaks(560, [
      [1100, 120, 220],
      [100, 80, 160],
    ]),
    { amp: 14 },
  );
  const defs =
    linear('js-sky', [
      [0, '#3f8fd8'],
      [1, '#cfe6f3'],
    ]) +
    linear('js-far', [
      [0, '#8196b5'],
      [1, '#a8b8cc'],
    ]) +
    linear('js-mid', [
      [0, '#557a5a'],
      [1, '#6c8a62'],
    ]) +
    linear('js-near', [
      [0, '#8a8a4a'],
      [1, '#a89a5a'],
    ]) +
    linear('js-road', [
      [0, '#d8bc8a'],
      [1, '#c2a070'],
    ]);
  const road = `M-40 ${H} C200 740 420 700 560 660 C700 620 820 600 900 560 C960 530 1000 520 1060 505 L1100 508 C1020 540 960 580 880 615 C760 668 560 730 420 ${H} Z`;
  const dust = Array.from(
    { length: 16 },
    () =>
      `<ellipse cx="${f1(between(rng, 220, 470))}" cy="${f1(between(rng, 610, 680))}" rx="${f1(between(rng, 40, 90))}" ry="${f1(between(rng, 20, 40))}" fill="#e3cfa6" opacity="${f1(between(rng, 0.25, 0.55) * 100) / 100}"/>`,
  ).join('');
  const body = `
    <rect width="${W}" height="560" fill="url(#js-sky)"/>
    ${sun('js-sun', 180, 110, 34)}
    ${cloud(rng, 500, 110, 260, { opacity: 0.8 })}${cloud(rng, 950, 70, 200, { opacity: 0.7 })}
    <path d="${fillUnder(far, 560)}" fill="url(#js-far)"/>
    ${ravines(rng, far, { x0: 100, x1: 1200, color: '#5d7193', length: [40, 160], count: 40, opacity: 0.25, lean: 0.8 })}
    ${snowCap(far, 1050, 45, '#f4f7fb')}${snowCap(far, 300, 35, '#f4f7fb')}
    <path d="${fillUnder(mid, H)}" fill="url(#js-mid)"/>
    ${forest(rng, mid, { x0: 0, x1: 1200, depth: 120, count: 700, r: [4, 8], colors: ['#355c3a', '#3f6a40', '#4b7747', '#2d4f32'], densityTop: 1.4 })}
    <path d="${fillUnder(near, H)}" fill="url(#js-near)"/>
    ${forest(rng, near, { x0: 0, x1: 1200, depth: 260, count: 260, r: [5, 10], colors: ['#6f7a3a', '#7d8a44', '#5f6a34'], densityTop: 2 })}
    ${Array.from({ length: 10 }, () => {
      const x = pick(rng, [between(rng, 0, 200), between(rng, 900, 1200)]);
      return pine(
        x,
        yAt(near, x) + between(rng, 30, 140),
        between(rng, 60, 110),
        pick(rng, ['#2c4f2c', '#355c33']),
        rng,
      );
    }).join('')}
    <path d="${road}" fill="url(#js-road)"/>
    <path d="M80 ${H} C260 745 450 705 580 668" stroke="#b08e60" stroke-width="6" fill="none" opacity="0.5" stroke-dasharray="30 20"/>
    ${dust}
    ${jeep(480, 690, 0.95)}
    ${Array.from({ length: 6 }, () => {
      const x = between(rng, 1000, 1200);
      return pine(x, between(rng, 720, 800), between(rng, 140, 220), '#24432a', rng);
    }).join('')}
    ${vignette('js-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** Lower Düden waterfall pouring off the cliffs straight into the Mediterranean. */
function sceneDuden() {
  const rng = rngFrom(909);
  const horizon = 430;
  const cliffTop = ridge(rng, (x) => 250 + (x > 880 ? (x - 880) * 0.6 : 0), {
    x0: -10,
    x1: 1100,
    amp: 10,
    depth: 6,
  });
  const far = ridge(
    rng,
    peaks(horizon, [
      [1150, 120, 180],
      [950, 60, 120],
    ]),
    { x0: 800, x1: 1210, amp: 10, depth: 6 },
  );
  const defs =
    linear('dd-sky', [
      [0, '#3a93dc'],
      [1, '#d9eff8'],
    ]) +
    linear('dd-sea', [
      [0, '#2c97c4'],
      [0.5, '#1778a8'],
      [1, '#0e5b88'],
    ]) +
    linear('dd-cliff', [
      [0, '#b48a62'],
      [0.5, '#9d7550'],
      [1, '#6f5038'],
    ]) +
    linear(
      'dd-fall',
      [
        [0, '#e8f6fb'],
        [0.5, '#ffffff'],
        [1, '#d3ecf5'],
      ],
      [0, 0, 1, 0],
    );
  const fx0 = 360;
  const fx1 = 660;
  const fallTop = (x) => yAt(cliffTop, x) + 6;
  const streaks = Array.from({ length: 120 }, () => {
    const x = between(rng, fx0 + 8, fx1 - 8);
    const y = between(rng, fallTop(x), 520);
    const len = between(rng, 30, 120);
    return `<path d="M${f1(x)} ${f1(y)} l${f1(between(rng, -2, 2))} ${f1(len)}" stroke="${pick(rng, ['#ffffff', '#bfe3f0', '#9fd0e2'])}" stroke-width="${f1(
      between(rng, 1.5, 4),
    )}" opacity="${f1(between(rng, 0.4, 0.9) * 100) / 100}" stroke-linecap="round"/>`;
  }).join('');
  const mist = Array.from(
    { length: 22 },
    () =>
      `<ellipse cx="${f1(between(rng, fx0 - 60, fx1 + 60))}" cy="${f1(between(rng, 540, 600))}" rx="${f1(between(rng, 40, 110))}" ry="${f1(
        between(rng, 20, 45),
      )}" fill="#ffffff" opacity="${f1(between(rng, 0.3, 0.6) * 100) / 100}"/>`,
  ).join('');
  const palms = (x, y, h) => {
    const leaves = Array.from({ length: 8 }, (_, i) => {
      const a = -Math.PI + (i / 7) * Math.PI;
      const lx = Math.cos(a) * h * 0.45;
      const ly = Math.sin(a) * h * 0.2;
      return `<path d="M${x} ${y - h} q${f1(lx * 0.5)} ${f1(ly - h * 0.15)} ${f1(lx)} ${f1(ly + h * 0.12)}" stroke="#2f6b2f" stroke-width="${f1(h * 0.07)}" fill="none" stroke-linecap="round"/>`;
    }).join('');
    return `<path d="M${x - 3} ${y} Q${x + 6} ${y - h / 2} ${x} ${y - h}" stroke="#7a5a3a" stroke-width="${f1(h * 0.06)}" fill="none"/>${leaves}`;
  };
  const body = `
    <rect width="${W}" height="${horizon + 4}" fill="url(#dd-sky)"/>
    ${cloud(rng, 820, 120, 260, { opacity: 0.8 })}${cloud(rng, 260, 80, 200, { opacity: 0.6 })}
    <path d="${fillUnder(far, horizon + 4)}" fill="#9db3c8"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#dd-sea)"/>
    ${ripples(rng, { y0: horizon + 2, y1: H, count: 160, color: '#0a4a70', maxOp: 0.3 })}
    ${glitter(rng, { y0: horizon + 2, y1: H, count: 120, colX: 950, colW: 200, maxOp: 0.6 })}
    <path d="${line(cliffTop)} L1100 ${horizon + 40} L1100 560 L-10 570 Z" fill="url(#dd-cliff)"/>
    ${ravines(rng, cliffTop, { x0: 0, x1: 1080, color: '#4f3826', length: [120, 300], count: 50, opacity: 0.3, lean: 0.1 })}
    <path d="M-10 560 Q300 556 600 560 T1100 556 L1100 580 L-10 586 Z" fill="#4b3a2c" opacity="0.6"/>
    ${forest(rng, cliffTop, { x0: -10, x1: 1090, depth: 20, count: 380, r: [5, 12], colors: ['#3c6b34', '#4a7a3c', '#2f5a2c', '#5d8a45'], densityTop: 1.2 })}
    ${[80, 150, 250, 760, 840, 930].map((x) => palms(x, yAt(cliffTop, x) + 14, between(rng, 60, 90))).join('')}
    <path d="M${fx0} ${fallTop(fx0)} L${fx1} ${fallTop(fx1)} Q${fx1 + 20} 420 ${fx1 + 40} 570 L${fx0 - 40} 570 Q${fx0 - 20} 420 ${fx0} ${fallTop(fx0)} Z" fill="url(#dd-fall)"/>
    ${streaks}
    <path d="M${fx0 - 20} 360 A280 200 0 0 1 ${fx1 + 120} 470" stroke="url(#dd-rainbow)" stroke-width="18" fill="none" opacity="0.35" filter="url(#soft2)"/>
    <g filter="url(#soft)">${mist}</g>
    ${gulet(840, 640, 0.6, { sails: false, flip: true })}
    ${vignette('dd-v', W, H, 0.3)}`;
  return svgDoc(
    W,
    H,
    body,
    defs +
      linear('dd-rainbow', [
        [0, '#ff4d4d'],
        [0.2, '#ffb84d'],
        [0.4, '#fff35c'],
        [0.6, '#5cff7a'],
        [0.8, '#5cb8ff'],
        [1, '#a05cff'],
      ]),
  );
}

/** Cable car cabin climbing towards a snowy summit above the coast (Tahtalı / Tünektepe). */
function sceneCableCar() {
  const rng = rngFrom(1010);
  const peak = ridge(
    rng,
    peaks(820, [
      [960, 700, 300, 1.1],
      [400, 260, 260],
    ]),
    { amp: 24, depth: 8, rough: 0.58 },
  );
  const valley = ridge(
    rng,
    peaks(700, [
      [200, 120, 200],
      [620, 60, 200],
    ]),
    { amp: 16 },
  );
  const defs =
    linear('cc-sky', [
      [0, '#2a74c9'],
      [0.7, '#9fd0ef'],
      [1, '#e4f4fb'],
    ]) +
    linear(
      'cc-peak',
      [
        [0, '#8d8474'],
        [0.6, '#a99d88'],
        [1, '#6e7a5a'],
      ],
      [0, 0, 1, 0.4],
    ) +
    linear('cc-sea', [
      [0, '#4aa8d6'],
      [1, '#1f7fb2'],
    ]) +
    linear('cc-cab', [
      [0, '#e8403a'],
      [1, '#b3221f'],
    ]) +
    linear('cc-glass', [
      [0, '#cdeffb'],
      [1, '#6fb3d6'],
    ]) +
    linear('cc-fade', [
      [0, '#44683e', 0],
      [0.25, '#44683e', 0.85],
      [1, '#3a5c36'],
    ]) +
    `<clipPath id="cc-clip"><path d="${fillUnder(peak, H)}"/></clipPath>`;
  const cable = (t) => [lerp(-20, 1000, t), lerp(560, 150, t) + Math.sin(Math.PI * t) * 60];
  const [gx, gy] = cable(0.45);
  const cab = `<g transform="translate(${f1(gx)} ${f1(gy)})">
    <rect x="-16" y="-8" width="32" height="12" rx="3" fill="#333"/>
    <path d="M0 4 L0 50" stroke="#444" stroke-width="5"/>
    <path d="M-8 50 L8 50 L0 40 Z" fill="#444"/>
    <rect x="-62" y="50" width="124" height="110" rx="18" fill="url(#cc-cab)"/>
    <rect x="-54" y="60" width="108" height="56" rx="10" fill="url(#cc-glass)"/>
    <path d="M-18 60 L-18 116 M18 60 L18 116" stroke="#b3221f" stroke-width="5"/>
    <path d="M-50 70 L-30 70 L-44 108 L-52 108 Z" fill="#ffffff" opacity="0.45"/>
    <rect x="-62" y="128" width="124" height="8" fill="#ffffff" opacity="0.85"/>
    <ellipse cx="0" cy="160" rx="56" ry="6" fill="#000" opacity="0.15"/>
  </g>`;
  const tower = (
    x,
    y,
    h,
  ) => `<path d="M${x - 16} ${y} L${x - 4} ${y - h} L${x + 4} ${y - h} L${x + 16} ${y} Z" fill="none" stroke="#5a5a5a" stroke-width="4"/>
    <path d="M${x - 12} ${y - h * 0.3} L${x + 12} ${y - h * 0.6} M${x + 12} ${y - h * 0.3} L${x - 12} ${y - h * 0.6}" stroke="#5a5a5a" stroke-width="2"/>
    <rect x="${x - 30}" y="${y - h - 8}" width="60" height="10" fill="#4a4a4a"/>`;
  const cablePts = Array.from({ length: 41 }, (_, i) => cable(i / 40));
  const [tx, ty] = cable(0.85);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#cc-sky)"/>
    ${sun('cc-sun', 220, 120, 38)}
    ${cloud(rng, 560, 230, 300, { opacity: 0.6 })}${cloud(rng, 220, 330, 260, { opacity: 0.5 })}
    <rect y="560" width="${W}" height="240" fill="url(#cc-sea)"/>
    ${glitter(rng, { y0: 562, y1: H, count: 120, colX: 220, colW: 160, maxOp: 0.6 })}
    <path d="${fillUnder(valley, H)}" fill="#4f7a4a"/>
    ${forest(rng, valley, { x0: 0, x1: 900, depth: 140, count: 500, r: [4, 8], colors: ['#355c3a', '#3f6a40', '#4b7747'], densityTop: 1.4 })}
    <path d="${fillUnder(peak, H)}" fill="url(#cc-peak)"/>
    ${ravines(rng, peak, { x0: 600, x1: 1200, color: '#5a5244', length: [60, 260], count: 50, opacity: 0.3, lean: 0.6 })}
    ${snowCap(peak, 960, 120, '#f6f9fc')}
    <g clip-path="url(#cc-clip)"><rect y="440" width="${W}" height="360" fill="url(#cc-fade)"/>${forest(
      rng,
      peak.map(([x, y]) => [x, Math.max(y + 40, 470 + Math.sin(x / 60) * 20)]),
      {
        x0: 300,
        x1: 1200,
        depth: 340,
        count: 1100,
        r: [4, 9],
        colors: ['#3b5e38', '#46693f', '#2f5230', '#557a48'],
        densityTop: 1.3,
      },
    )}</g>
    <rect x="${cable(1)[0] - 50}" y="${cable(1)[1] - 10}" width="110" height="50" fill="#d9d4cc"/><rect x="${cable(1)[0] - 50}" y="${cable(1)[1] - 18}" width="110" height="10" fill="#8b2f2a"/>
    ${tower(tx, ty + 70, 80)}
    <path d="${line(cablePts)}" stroke="#2d2d2d" stroke-width="3" fill="none"/>
    <path d="${line(cablePts.map(([x, y]) => [x, y + 10]))}" stroke="#2d2d2d" stroke-width="2" fill="none" opacity="0.8"/>
    ${cab}
    ${vignette('cc-v', W, H, 0.28)}`;
  return svgDoc(W, H, body, defs);
}

/** Alanya: the castle peninsula with its walls, the octagonal Red Tower by the harbour, late afternoon. */
function sceneAlanya() {
  const rng = rngFrom(1111);
  const horizon = 520;
  const rock = ridge(
    rng,
    (x) =>
      x < 380
        ? 520 - Math.pow(Math.max(0, x - 120) / 260, 1.2) * 250
        : 270 - Math.sin((x - 380) / 260) * 40 + Math.max(0, x - 950) * 0.9,
    { x0: 100, x1: 1210, amp: 16 },
  );
  const defs =
    linear('al-sky', [
      [0, '#4f8fd6'],
      [0.55, '#f2c9a0'],
      [1, '#ffdcae'],
    ]) +
    linear('al-sea', [
      [0, '#3b8fb8'],
      [0.6, '#1e6f9a'],
      [1, '#125479'],
    ]) +
    linear(
      'al-rock',
      [
        [0, '#b98a62'],
        [0.5, '#9c6e4c'],
        [1, '#6a4a36'],
      ],
      [0, 0, 1, 1],
    ) +
    linear(
      'al-tower',
      [
        [0, '#c2502f'],
        [1, '#8c3320'],
      ],
      [0, 0, 1, 0],
    );
  const wallPts = rock.filter(([x]) => x > 260 && x < 1120).map(([x, y]) => [x, y - 14]);
  const crenels = wallPts
    .filter((_, i) => i % 2 === 0)
    .map(([x, y]) => `<rect x="${f1(x - 3)}" y="${f1(y - 8)}" width="6" height="8" fill="#d9b896"/>`)
    .join('');
  const towers = [300, 420, 560, 700, 860, 1000, 1100]
    .map((x) => {
      const y = yAt(rock, x) - 10;
      return `<rect x="${x - 14}" y="${f1(y - 34)}" width="28" height="40" fill="#d4b08c"/><rect x="${x - 14}" y="${f1(y - 34)}" width="10" height="40" fill="#b8916c"/>${[
        0, 1, 2,
      ]
        .map((k) => `<rect x="${x - 14 + k * 11}" y="${f1(y - 42)}" width="7" height="8" fill="#d4b08c"/>`)
        .join('')}`;
    })
    .join('');
  const tx = 230;
  const ty = 610;
  const redTower = `<g>
    <path d="M${tx - 70} ${ty} L${tx - 70} ${ty - 150} L${tx - 30} ${ty - 170} L${tx + 30} ${ty - 170} L${tx + 70} ${ty - 150} L${tx + 70} ${ty} Z" fill="url(#al-tower)"/>
    <path d="M${tx - 30} ${ty} L${tx - 30} ${ty - 170} L${tx + 30} ${ty - 170} L${tx + 30} ${ty} Z" fill="#d0603a"/>
    ${Array.from({ length: 7 }, (_, k) => `<rect x="${tx - 72 + k * 21}" y="${ty - 186}" width="12" height="16" fill="${k > 1 && k < 5 ? '#d0603a' : '#a63f26'}"/>`).join('')}
    <path d="M${tx - 28} ${ty - 200} L${tx - 28} ${ty - 240} L${tx + 28} ${ty - 240} L${tx + 28} ${ty - 200} Z" fill="#c2502f"/>
    ${Array.from({ length: 4 }, (_, k) => `<rect x="${tx - 28 + k * 16}" y="${ty - 252}" width="9" height="12" fill="#c2502f"/>`).join('')}
    <rect x="${tx - 40}" y="${ty - 200}" width="80" height="14" fill="#a63f26"/>
    ${[
      [-12, 120],
      [-12, 70],
      [8, 95],
    ]
      .map(([dx, dy]) => `<rect x="${tx + dx}" y="${ty - dy}" width="6" height="16" fill="#4a1c10"/>`)
      .join('')}
    <path d="M${tx - 70} ${ty - 60} L${tx + 70} ${ty - 60}" stroke="#8c3320" stroke-width="3"/>
  </g>`;
  const body = `
    <rect width="${W}" height="${horizon}" fill="url(#al-sky)"/>
    ${sun('al-sun', 110, 160, 40, '#fff5d8', '#ffd9a0', 7)}
    ${cloud(rng, 700, 110, 320, { color: '#fff0e0', opacity: 0.65 })}
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#al-sea)"/>
    ${glitter(rng, { y0: horizon + 2, y1: H, count: 200, colX: 110, colW: 160, color: '#ffe4b0', maxOp: 0.8 })}
    ${ripples(rng, { y0: horizon + 2, y1: H, count: 160, color: '#0b3f60', maxOp: 0.3 })}
    <path d="${fillUnder(rock, 640)}" fill="url(#al-rock)"/>
    ${ravines(rng, rock, { x0: 300, x1: 1200, color: '#5a3c28', length: [80, 260], count: 40, opacity: 0.3, lean: 0.3 })}
    <g clip-path="url(#al-clip)">${forest(
      rng,
      rock.map(([x, y]) => [x, y + 40]),
      {
        x0: 150,
        x1: 1200,
        depth: 240,
        count: 700,
        r: [4, 8],
        colors: ['#4a6a3a', '#5a7a42', '#3d5a32'],
        densityTop: 1.2,
      },
    )}</g>
    <path d="${line(wallPts)}" stroke="#d9b896" stroke-width="10" fill="none"/>${crenels}${towers}
    ${Array.from({ length: 30 }, () => {
      const x = between(rng, 320, 800);
      const y = yAt(rock, x) + between(rng, 40, 200);
      const w = between(rng, 14, 24);
      return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(w * 0.7)}" fill="#f1e6d6"/><path d="M${f1(x - 2)} ${f1(y)} L${f1(x + w / 2)} ${f1(y - 7)} L${f1(x + w + 2)} ${f1(y)} Z" fill="#b5523a"/>`;
    }).join('')}
    <path d="M0 640 L120 640 L150 612 L420 612 L420 630 L1210 640 L1210 660 L0 660 Z" fill="#8a6a50"/>
    <path d="M0 612 L420 612 L420 624 L0 624 Z" fill="#cbb497"/>
    ${redTower}
    ${gulet(560, 700, 0.55, { sails: false })}${gulet(860, 690, 0.45, { sails: false, hull: '#ffffff', wood: '#6a3a1e' })}${smallBoat(1100, 600, 0.5, true)}
    ${Array.from({ length: 6 }, (_, i) => bird(700 + i * 50 + between(rng, -10, 10), 200 + between(rng, -40, 40), between(rng, 0.8, 1.2), '#4a3a3a')).join('')}
    ${vignette('al-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs + `<clipPath id="al-clip"><path d="${fillUnder(rock, 640)}"/></clipPath>`);
}

/** Yeşil Kanyon: emerald dam lake winding between steep forested walls, a tour boat. */
function sceneGreenCanyon() {
  const rng = rngFrom(1212);
  const defs =
    linear('gc-sky', [
      [0, '#5aa6e0'],
      [1, '#e0f1f6'],
    ]) +
    linear('gc-water', [
      [0, '#5cc9a8'],
      [0.4, '#1f9c7a'],
      [1, '#0d6a58'],
    ]) +
    linear('gc-far', [
      [0, '#8fb0a8'],
      [1, '#a9c4b8'],
    ]);
  const far = ridge(
    rng,
    peaks(380, [
      [600, 160, 200],
      [300, 90, 160],
      [900, 110, 180],
    ]),
    { amp: 16 },
  );
  const layers = [
    {
      pts: ridge(rng, (x) => 140 + Math.pow(Math.max(0, x) / 560, 2) * 260, {
        x0: -10,
        x1: 560,
        amp: 20,
        depth: 6,
      }),
      bottom: 430,
      right: 560,
      color: '#4d7a4a',
      side: 'L',
    },
    {
      pts: ridge(rng, (x) => 120 + Math.pow(Math.max(0, 1210 - x) / 580, 2) * 280, {
        x0: 630,
        x1: 1210,
        amp: 20,
        depth: 6,
      }),
      bottom: 430,
      color: '#3f6b42',
      side: 'R',
    },
  ];
  const waterTop = 420;
  const water = `M520 ${waterTop} L700 ${waterTop} C760 470 900 520 1210 560 L1210 ${H} L-10 ${H} L-10 600 C200 560 420 480 520 ${waterTop} Z`;
  const walls = layers
    .map(({ pts, color, side }) => {
      const last = pts[pts.length - 1];
      const shape =
        side === 'L'
          ? `${line(pts)} L${last[0]} ${waterTop + 5} C420 480 200 560 -10 600 Z`
          : `${line(pts)} L1210 560 C900 520 760 470 ${pts[0][0]} ${waterTop + 5} Z`;
      const id = `gc-clip-${side}`;
      return `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs><path d="${shape}" fill="${color}"/>
        <g clip-path="url(#${id})">
        ${ravines(rng, pts, { x0: pts[0][0] + 20, x1: last[0] - 20, color: '#a08a6a', length: [60, 200], count: 22, opacity: 0.35, lean: 0.2 })}
        ${forest(rng, pts, { x0: pts[0][0], x1: last[0], depth: 420, count: 1500, r: [5, 11], colors: ['#2f5a2c', '#3d6b34', '#4a7a3c', '#28502a', '#5b8a48'], densityTop: 1.1 })}
        <path d="${side === 'L' ? `M${last[0]} ${waterTop + 5} C420 480 200 560 -10 600` : `M1210 560 C900 520 760 470 ${pts[0][0]} ${waterTop + 5}`}" stroke="#8f7a5a" stroke-width="14" fill="none" opacity="0.7"/></g>`;
    })
    .join('');
  const tourBoat = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-150 0 L150 0 L170 -30 L-160 -30 Z" fill="#ffffff"/>
    <path d="M-150 0 L150 0 L156 -10 L-153 -10 Z" fill="#1f5f8c"/>
    <rect x="-130" y="-70" width="250" height="40" fill="#f4f4f4"/>
    <rect x="-124" y="-64" width="238" height="18" fill="#2e3b47" opacity="0.8"/>
    <rect x="-140" y="-80" width="270" height="10" fill="#e04a3a"/>
    <path d="M-120 -80 L-120 -110 L100 -110 L100 -80" fill="none" stroke="#666" stroke-width="3"/>
    <rect x="-125" y="-116" width="230" height="8" fill="#f0f0f0"/>
    ${Array.from({ length: 8 }, (_, k) => `<circle cx="${-100 + k * 26}" cy="-92" r="6" fill="${pick(rng, ['#e3b48c', '#c68e64'])}"/>`).join('')}
    <path d="M160 -5 Q220 0 300 10" stroke="#ffffff" stroke-width="4" opacity="0.6" fill="none"/>
  </g>`;
  const body = `
    <rect width="${W}" height="440" fill="url(#gc-sky)"/>
    ${cloud(rng, 620, 90, 260, { opacity: 0.75 })}
    <path d="${fillUnder(far, 440)}" fill="url(#gc-far)"/>
    ${forest(rng, far, { x0: 200, x1: 1000, depth: 60, count: 260, r: [3, 5], colors: ['#6e9080', '#7c9c8a', '#5f8472'] })}
    <path d="${water}" fill="url(#gc-water)"/>
    ${ripples(rng, { y0: waterTop + 4, y1: H, count: 130, color: '#07483b', maxOp: 0.35 })}
    ${glitter(rng, { y0: waterTop + 4, y1: H, count: 90, colX: 640, colW: 200, maxOp: 0.5 })}
    <path d="M520 ${waterTop + 6} L700 ${waterTop + 6} C760 476 900 526 1210 566" stroke="#2d5a3a" stroke-width="12" opacity="0.25" fill="none"/>
    ${walls}
    ${tourBoat(700, 640, 0.75)}
    <rect y="380" width="${W}" height="120" fill="#ffffff" opacity="0.12" filter="url(#haze)"/>
    ${vignette('gc-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** Land of Legends style night show: fairy-tale castle, fireworks, reflections on the lake. */
function sceneNightShow() {
  const rng = rngFrom(1313);
  const waterY = 560;
  const defs =
    linear('ls-sky', [
      [0, '#060a24'],
      [0.6, '#1c1d5a'],
      [1, '#4a2a78'],
    ]) +
    linear('ls-water', [
      [0, '#2a1f5e'],
      [1, '#070b22'],
    ]) +
    linear('ls-castle', [
      [0, '#5a4ab0'],
      [1, '#2c2466'],
    ]) +
    linear('ls-beam', [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]);
  const firework = (cx, cy, r, color, n) => {
    const rays = Array.from({ length: n }, (_, i) => {
      const a = (i / n) * Math.PI * 2 + rng() * 0.1;
      const r1 = r * between(rng, 0.15, 0.3);
      const r2 = r * between(rng, 0.8, 1.05);
      return `<path d="M${f1(cx + Math.cos(a) * r1)} ${f1(cy + Math.sin(a) * r1)} L${f1(cx + Math.cos(a) * r2)} ${f1(cy + Math.sin(a) * r2 + r * 0.08)}" stroke="${color}" stroke-width="2.5" stroke-linecap="round"/><circle cx="${f1(
        cx + Math.cos(a) * r2,
      )}" cy="${f1(cy + Math.sin(a) * r2 + r * 0.08)}" r="3" fill="#ffffff"/>`;
    }).join('');
    return `<circle cx="${cx}" cy="${cy}" r="${r * 1.1}" fill="${color}" opacity="0.18" filter="url(#soft)"/><g>${rays}</g>`;
  };
  const spire = (x, base, w, h, roof = '#8a3fb8') =>
    `<rect x="${x - w / 2}" y="${base - h}" width="${w}" height="${h}" fill="url(#ls-castle)"/><path d="M${x - w / 2 - 6} ${base - h} L${x} ${base - h - w * 1.6} L${x + w / 2 + 6} ${base - h} Z" fill="${roof}"/>${Array.from(
      { length: Math.floor(h / 40) },
      (_, k) =>
        `<rect x="${x - 4}" y="${base - h + 20 + k * 40}" width="8" height="14" rx="4" fill="#ffd66e"/>`,
    ).join('')}`;
  const castle = `<g>
    <rect x="420" y="400" width="360" height="160" fill="url(#ls-castle)"/>
    ${Array.from({ length: 15 }, (_, k) => `<rect x="${420 + k * 24}" y="390" width="14" height="12" fill="#3a3080"/>`).join('')}
    ${spire(600, 400, 70, 150, '#b04ad0')}${spire(480, 400, 46, 110)}${spire(720, 400, 46, 110)}${spire(420, 560, 56, 210, '#6a3fb8')}${spire(780, 560, 56, 210, '#6a3fb8')}${spire(540, 400, 30, 60)}${spire(660, 400, 30, 60)}
    <path d="M560 560 L560 500 a40 40 0 0 1 80 0 L640 560 Z" fill="#ffcf6a"/>
    ${Array.from({ length: 10 }, (_, k) => `<rect x="${455 + k * 32}" y="440" width="10" height="18" rx="5" fill="#ffd66e"/>`).join('')}
  </g>`;
  const fw = [
    [300, 200, 110, '#ff5c8a', 28],
    [880, 150, 130, '#5ce1ff', 32],
    [620, 90, 80, '#ffd25c', 22],
    [1080, 300, 80, '#9dff6a', 20],
    [130, 330, 70, '#ffa05c', 18],
  ];
  const beams = [-30, -12, 12, 30]
    .map(
      (a) =>
        `<path d="M600 400 L${f1(600 + Math.tan((a * Math.PI) / 180) * 600 - 30)} -200 L${f1(600 + Math.tan((a * Math.PI) / 180) * 600 + 30)} -200 Z" fill="url(#ls-beam)" opacity="0.4"/>`,
    )
    .join('');
  const scene = `${beams}${fw.map((f) => firework(...f)).join('')}${castle}`;
  const body = `
    <rect width="${W}" height="${waterY}" fill="url(#ls-sky)"/>
    ${Array.from({ length: 120 }, () => `<circle cx="${f1(between(rng, 0, 1200))}" cy="${f1(between(rng, 0, 500))}" r="${f1(between(rng, 0.5, 1.6))}" fill="#ffffff" opacity="${f1(between(rng, 0.2, 0.9) * 100) / 100}"/>`).join('')}
    ${scene}
    <path d="M-10 560 L-10 470 Q80 440 180 470 Q260 430 340 480 L380 560 Z M820 560 L860 470 Q960 430 1040 470 Q1120 440 1210 470 L1210 560 Z" fill="#120f30"/>
    <rect y="${waterY}" width="${W}" height="${H - waterY}" fill="url(#ls-water)"/>
    <g transform="translate(0 ${waterY * 2}) scale(1 -1)" opacity="0.35" filter="url(#soft2)">${scene}</g>
    ${ripples(rng, { y0: waterY + 4, y1: H, count: 160, color: '#a08cff', maxOp: 0.3 })}
    ${Array.from({ length: 30 }, () => `<circle cx="${f1(between(rng, 0, 1200))}" cy="${f1(between(rng, 600, 800))}" r="${f1(between(rng, 1, 3))}" fill="#ffd66e" opacity="0.6"/>`).join('')}
    ${vignette('ls-v', W, H, 0.45)}`;
  return svgDoc(W, H, body, defs);
}

/** Cappadocia at sunrise: hot-air balloons over fairy chimneys. */
function sceneCappadocia() {
  const rng = rngFrom(1414);
  const defs =
    linear('cp-sky', [
      [0, '#7fb2e0'],
      [0.5, '#f6c6a8'],
      [1, '#fde0b8'],
    ]) +
    linear(
      'cp-rock',
      [
        [0, '#f1d2ae'],
        [1, '#c99a72'],
      ],
      [0, 0, 1, 0],
    ) +
    linear('cp-ground', [
      [0, '#d8b08a'],
      [1, '#a8805e'],
    ]) +
    linear('cp-far', [
      [0, '#c8a9a6'],
      [1, '#d9bcae'],
    ]);
  const balloon = (x, y, r, colors) => {
    const stripes = colors.length;
    const env = `M${x} ${y - r} C${x + r * 1.25} ${y - r} ${x + r * 1.1} ${y + r * 0.5} ${x + r * 0.28} ${y + r * 1.05} L${x - r * 0.28} ${y + r * 1.05} C${x - r * 1.1} ${y + r * 0.5} ${x - r * 1.25} ${y - r} ${x} ${y - r} Z`;
    const id = `cpb${Math.round(x)}${Math.round(y)}`;
    const bands = Array.from({ length: stripes * 2 }, (_, k) => {
      const bx = x - r * 1.1 + (k * r * 2.2) / (stripes * 2);
      return `<rect x="${f1(bx)}" y="${f1(y - r - 2)}" width="${f1((r * 2.2) / (stripes * 2) + 0.5)}" height="${f1(r * 2.1)}" fill="${colors[k % stripes]}"/>`;
    }).join('');
    return `<defs><clipPath id="${id}"><path d="${env}"/></clipPath></defs>
      <g clip-path="url(#${id})">${bands}<ellipse cx="${f1(x + r * 0.45)}" cy="${f1(y)}" rx="${f1(r * 0.6)}" ry="${f1(r * 1.2)}" fill="#000" opacity="0.15"/><ellipse cx="${f1(x - r * 0.45)}" cy="${f1(
        y - r * 0.3,
      )}" rx="${f1(r * 0.25)}" ry="${f1(r * 0.6)}" fill="#fff" opacity="0.2"/></g>
      <path d="M${f1(x - r * 0.26)} ${f1(y + r * 1.05)} L${f1(x - r * 0.14)} ${f1(y + r * 1.35)} M${f1(x + r * 0.26)} ${f1(y + r * 1.05)} L${f1(x + r * 0.14)} ${f1(y + r * 1.35)}" stroke="#5a4030" stroke-width="${f1(
        Math.max(1, r * 0.03),
      )}"/>
      <rect x="${f1(x - r * 0.16)}" y="${f1(y + r * 1.35)}" width="${f1(r * 0.32)}" height="${f1(r * 0.22)}" fill="#7a5436"/>`;
  };
  const chimney = (x, base, w, h) => {
    const cap = `<path d="M${f1(x - w * 0.55)} ${f1(base - h)} Q${f1(x)} ${f1(base - h - w * 0.7)} ${f1(x + w * 0.55)} ${f1(base - h)} Z" fill="#8a6a58"/>`;
    return `<path d="M${f1(x - w)} ${base} Q${f1(x - w * 0.6)} ${f1(base - h * 0.5)} ${f1(x - w * 0.35)} ${f1(base - h)} L${f1(x + w * 0.35)} ${f1(base - h)} Q${f1(x + w * 0.6)} ${f1(
      base - h * 0.5,
    )} ${f1(x + w)} ${base} Z" fill="url(#cp-rock)"/>${cap}<rect x="${f1(x - w * 0.1)}" y="${f1(base - h * 0.5)}" width="${f1(w * 0.2)}" height="${f1(w * 0.25)}" rx="${f1(w * 0.1)}" fill="#6a4a36" opacity="0.6"/>`;
  };
  const far = ridge(
    rng,
    peaks(520, [
      [900, 80, 300],
      [250, 60, 200],
    ]),
    { amp: 12 },
  );
  const palettes = [
    ['#e84a3a', '#f2c230', '#f28a30', '#f2c230'],
    ['#2d6fb8', '#5cc0e8', '#f2c230', '#5cc0e8'],
    ['#8a3fb8', '#e8407a', '#f29a30', '#e8407a'],
    ['#1f9c7a', '#f2e030', '#7ac943', '#f2e030'],
    ['#e8407a', '#ffd0e0', '#c0306a', '#ffd0e0'],
    ['#f2c230', '#e84a3a', '#ffe9a0', '#e84a3a'],
  ];
  const balloons = [
    [250, 250, 70],
    [560, 150, 95],
    [870, 270, 60],
    [1050, 130, 45],
    [420, 390, 35],
    [740, 420, 30],
    [120, 120, 30],
    [980, 400, 24],
    [330, 90, 22],
    [660, 330, 20],
  ]
    .sort((a, b) => a[2] - b[2])
    .map(([x, y, r], i) => balloon(x, y, r, palettes[i % palettes.length]))
    .join('');
  const chimneys = [];
  for (let i = 0; i < 26; i++) {
    const x = between(rng, -20, 1220);
    const base = between(rng, 600, 800);
    const sc = (base - 560) / 240;
    chimneys.push([base, chimney(x, base, 24 + 30 * sc, 80 + 170 * sc * between(rng, 0.7, 1.2))]);
  }
  chimneys.sort((a, b) => a[0] - b[0]);
  const body = `
    <rect width="${W}" height="${H}" fill="url(#cp-sky)"/>
    ${sun('cp-sun', 980, 470, 40, '#fff6e0', '#ffd2a0', 8)}
    <path d="${fillUnder(far, H)}" fill="url(#cp-far)"/>
    <rect y="540" width="${W}" height="260" fill="url(#cp-ground)"/>
    ${balloons}
    ${chimneys.map((c) => c[1]).join('')}
    ${vignette('cp-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** Konyaaltı beach at sunset with the Beydağları range. */
function sceneKonyaalti() {
  const rng = rngFrom(1515);
  const horizon = 470;
  const r1 = ridge(
    rng,
    peaks(horizon, [
      [350, 260, 220, 1.2],
      [700, 200, 200],
      [1050, 230, 200],
      [100, 150, 160],
    ]),
    { amp: 26, depth: 8, rough: 0.6 },
  );
  const r2 = ridge(
    rng,
    peaks(horizon, [
      [500, 170, 200],
      [900, 140, 240],
      [150, 100, 180],
    ]),
    { amp: 18 },
  );
  const defs =
    linear('ky-sky', [
      [0, '#2b2a6a'],
      [0.35, '#a2509a'],
      [0.7, '#f0805a'],
      [1, '#ffc46e'],
    ]) +
    linear('ky-sea', [
      [0, '#f0905e'],
      [0.3, '#7a4a80'],
      [1, '#1f2550'],
    ]) +
    linear('ky-beach', [
      [0, '#6a4a4a'],
      [1, '#2a1e2a'],
    ]);
  const umbrellas = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + i * 160 + between(rng, -20, 20);
    const y = 720 + between(rng, -10, 10);
    return `<path d="M${x} ${y} L${x} ${y - 80}" stroke="#1a1220" stroke-width="4"/><path d="M${x - 50} ${y - 70} Q${x} ${y - 110} ${x + 50} ${y - 70} Z" fill="#1a1220"/>`;
  }).join('');
  const body = `
    <rect width="${W}" height="${horizon}" fill="url(#ky-sky)"/>
    ${sun('ky-sun', 600, 215, 44, '#fff3cf', '#ffb26a', 7)}
    ${cloud(rng, 240, 140, 320, { color: '#f39a8a', opacity: 0.5 })}${cloud(rng, 900, 200, 260, { color: '#ffb38a', opacity: 0.45 })}
    <path d="${fillUnder(r1, horizon + 2)}" fill="#6a4a86"/>
    <path d="${fillUnder(r2, horizon + 2)}" fill="#4a3468"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ky-sea)"/>
    ${glitter(rng, { y0: horizon + 2, y1: 680, count: 260, colX: 600, colW: 120, color: '#ffd9a0', maxOp: 0.9 })}
    ${ripples(rng, { y0: horizon + 2, y1: 680, count: 120, color: '#1a1540', maxOp: 0.3 })}
    ${Array.from({ length: 7 }, (_, i) => bird(820 + i * 45 + between(rng, -15, 15), 120 + between(rng, -40, 40), between(rng, 0.9, 1.4), '#2a1a30')).join('')}
    <path d="M-10 ${H} L-10 690 Q300 670 600 680 Q900 690 1210 670 L1210 ${H} Z" fill="url(#ky-beach)"/>
    <path d="M-10 690 Q300 670 600 680 Q900 690 1210 670" stroke="#ffd9a0" stroke-width="3" opacity="0.5" fill="none"/>
    ${umbrellas}
    ${vignette('ky-v', W, H, 0.4)}`;
  return svgDoc(W, H, body, defs);
}

/** Kaleiçi marina: cliffs topped by old town houses, gulets moored in the old harbour. */
function sceneKaleici() {
  const rng = rngFrom(1616);
  const waterY = 560;
  const cliff = ridge(rng, (x) => 330 + Math.sin(x / 180) * 14, { amp: 8, depth: 6 });
  const defs =
    linear('kc-sky', [
      [0, '#3f8ad6'],
      [1, '#cfe8f6'],
    ]) +
    linear('kc-cliff', [
      [0, '#c7a27a'],
      [1, '#8c6a4c'],
    ]) +
    linear('kc-water', [
      [0, '#2f8fb0'],
      [1, '#0f5a7e'],
    ]);
  const houses = [];
  let x = -20;
  while (x < 1220) {
    const w = between(rng, 50, 100);
    const h = between(rng, 50, 110);
    const base = yAt(cliff, x + w / 2) + 6;
    const wall = pick(rng, ['#f3e6d0', '#efd9b5', '#f6efe4', '#e8c9a0', '#f0e0c8']);
    const win = Array.from(
      { length: Math.floor(w / 24) },
      (_, k) =>
        `<rect x="${f1(x + 8 + k * 24)}" y="${f1(base - h + 14)}" width="10" height="16" fill="#4a5a6a"/><rect x="${f1(
          x + 8 + k * 24,
        )}" y="${f1(base - h + 40)}" width="10" height="16" fill="#6b4a32"/>`,
    ).join('');
    const bay =
      rng() < 0.4
        ? `<rect x="${f1(x + w * 0.25)}" y="${f1(base - h + 30)}" width="${f1(w * 0.5)}" height="26" fill="#8a5a36"/>`
        : '';
    houses.push(
      `<rect x="${f1(x)}" y="${f1(base - h)}" width="${f1(w)}" height="${f1(h + 10)}" fill="${wall}"/>${win}${bay}<path d="M${f1(x - 6)} ${f1(base - h)} L${f1(x + w / 2)} ${f1(base - h - 22)} L${f1(
        x + w + 6,
      )} ${f1(base - h)} Z" fill="${pick(rng, ['#b5523a', '#a8472f', '#c0603e'])}"/>`,
    );
    x += w + between(rng, -6, 2);
  }
  const minaret = `<rect x="820" y="130" width="34" height="150" fill="#b9744a"/>${Array.from({ length: 8 }, (_, k) => `<path d="M${824 + k * 4} 135 L${824 + k * 4} 278" stroke="#8f5232" stroke-width="1.5"/>`).join('')}<rect x="812" y="150" width="50" height="10" fill="#a8663f"/><path d="M826 130 L837 80 L848 130 Z" fill="#6a7a8a"/>`;
  const moored = [
    [200, 640, 0.7, '#f5f1e8'],
    [470, 660, 0.75, '#ffffff'],
    [760, 640, 0.65, '#f0e6d2'],
    [1010, 670, 0.7, '#ffffff'],
  ]
    .map(([bx, by, s, hull], i) => gulet(bx, by, s, { sails: false, hull, flip: i % 2 === 1 }))
    .join('');
  const body = `
    <rect width="${W}" height="${waterY}" fill="url(#kc-sky)"/>
    ${cloud(rng, 320, 100, 260, { opacity: 0.8 })}${cloud(rng, 1000, 160, 220, { opacity: 0.7 })}
    ${minaret}
    ${houses.join('')}
    ${Array.from({ length: 16 }, () => {
      const px = between(rng, 0, 1200);
      return umbrellaPine(px, yAt(cliff, px) + 8, between(rng, 50, 80), '#3d6b34', '#6b4a32', rng);
    }).join('')}
    <path d="${fillUnder(cliff, waterY + 10)}" fill="url(#kc-cliff)"/>
    ${ravines(rng, cliff, { x0: 0, x1: 1200, color: '#5a4030', length: [80, 220], count: 50, opacity: 0.3, lean: 0.1 })}
    <path d="M-10 ${waterY - 20} L1210 ${waterY - 20} L1210 ${waterY + 4} L-10 ${waterY + 4} Z" fill="#b89a78"/>
    <path d="M-10 ${waterY - 26} L1210 ${waterY - 26} L1210 ${waterY - 20} L-10 ${waterY - 20} Z" fill="#dcc6a6"/>
    <rect y="${waterY}" width="${W}" height="${H - waterY}" fill="url(#kc-water)"/>
    ${ripples(rng, { y0: waterY + 4, y1: H, count: 160, color: '#073a55', maxOp: 0.35 })}
    ${glitter(rng, { y0: waterY + 4, y1: H, count: 120, maxOp: 0.5 })}
    ${moored}
    ${Array.from({ length: 4 }, (_, i) => bird(300 + i * 60, 200 + between(rng, -30, 30), 1.2)).join('')}
    ${vignette('kc-v', W, H, 0.3)}`;
  return svgDoc(W, H, body, defs);
}

/** Airliner on final approach at dusk over palm trees (airport transfers). */
function sceneAirport() {
  const rng = rngFrom(1717);
  const defs =
    linear('ap-sky', [
      [0, '#1d2d6b'],
      [0.45, '#6a5aa8'],
      [0.8, '#f39a6a'],
      [1, '#ffcf8a'],
    ]) +
    linear('ap-ground', [
      [0, '#2a2438'],
      [1, '#15121e'],
    ]) +
    linear('ap-body', [
      [0, '#ffffff'],
      [1, '#c9cfdc'],
    ]);
  const plane = `<g transform="translate(640 260) rotate(-7) scale(1.25)">
    <path d="M-260 0 C-250 -22 -220 -26 -180 -26 L200 -26 C240 -26 270 -16 290 0 C270 14 240 18 200 18 L-200 18 C-240 18 -262 10 -260 0 Z" fill="url(#ap-body)"/>
    <path d="M-190 -26 L-250 -110 L-215 -110 L-130 -26 Z" fill="#c8102e"/>
    <path d="M-40 4 L-140 110 L-100 112 L60 8 Z" fill="#aab3c4"/>
    <path d="M-20 -12 L-80 -60 L-60 -62 L30 -14 Z" fill="#8d96a8"/>
    <ellipse cx="-70" cy="40" rx="30" ry="11" fill="#8d96a8"/>
    ${Array.from({ length: 22 }, (_, k) => `<circle cx="${-150 + k * 16}" cy="-10" r="3.2" fill="#2b3650"/>`).join('')}
    <path d="M248 -14 C262 -14 274 -8 282 -2 L252 -2 Z" fill="#2b3650"/>
    <path d="M-250 4 L280 4" stroke="#c8102e" stroke-width="4"/>
    <circle cx="-250" cy="-106" r="4" fill="#ff3030"/>
  </g>`;
  const palm = (x, y, h) => {
    const leaves = Array.from({ length: 9 }, (_, i) => {
      const a = -Math.PI * 1.05 + (i / 8) * Math.PI * 1.1;
      const lx = Math.cos(a) * h * 0.5;
      const ly = Math.sin(a) * h * 0.25;
      return `<path d="M${x} ${y - h} q${f1(lx * 0.5)} ${f1(ly - h * 0.12)} ${f1(lx)} ${f1(ly + h * 0.15)}" stroke="#120e1a" stroke-width="${f1(h * 0.06)}" fill="none" stroke-linecap="round"/>`;
    }).join('');
    return `<path d="M${x - 4} ${y} Q${x + 10} ${y - h / 2} ${x} ${y - h}" stroke="#120e1a" stroke-width="${f1(h * 0.05)}" fill="none"/>${leaves}`;
  };
  const lights = Array.from({ length: 40 }, (_, i) => {
    const x = 100 + i * 28;
    return `<circle cx="${x}" cy="${f1(690 + Math.sin(i) * 2)}" r="3" fill="${i % 5 === 0 ? '#ff5a5a' : '#ffe08a'}"/><circle cx="${x}" cy="690" r="8" fill="#ffe08a" opacity="0.2"/>`;
  }).join('');
  const body = `
    <rect width="${W}" height="${H}" fill="url(#ap-sky)"/>
    ${sun('ap-sun', 300, 610, 46, '#fff0c8', '#ffb070', 7)}
    ${cloud(rng, 900, 480, 360, { color: '#f7a88a', opacity: 0.5 })}${cloud(rng, 250, 200, 280, { color: '#a88ac8', opacity: 0.45 })}
    ${Array.from({ length: 40 }, () => `<circle cx="${f1(between(rng, 0, 1200))}" cy="${f1(between(rng, 0, 220))}" r="${f1(between(rng, 0.5, 1.4))}" fill="#fff" opacity="${f1(between(rng, 0.3, 0.8) * 100) / 100}"/>`).join('')}
    ${plane}
    <path d="M-10 ${H} L-10 660 Q600 640 1210 665 L1210 ${H} Z" fill="url(#ap-ground)"/>
    <path d="M0 700 L1200 700" stroke="#4a4458" stroke-width="6"/>
    ${lights}
    ${[60, 150, 980, 1080, 1160].map((x) => palm(x, 700, between(rng, 150, 230))).join('')}
    ${vignette('ap-v', W, H, 0.35)}`;
  return svgDoc(W, H, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Vehicles (800 x 500, side view, front to the right)
// ---------------------------------------------------------------------------------------------
const VW = 800;
const VH = 500;

/** Wheel arch from the front edge to the rear edge of a wheel at cx (ground line at 372). */
const arch = (cx, r, bottom = 372, cy = 356) => {
  const dx = Math.sqrt(r * r - (bottom - cy) ** 2);
  return `L${f1(cx + dx)} ${bottom} A${r} ${r} 0 1 0 ${f1(cx - dx)} ${bottom}`;
};

const BODIES = {
  sedan: {
    wheels: [205, 590],
    r: 44,
    outline: `M92 372 L90 322 Q92 296 118 290 L236 278 Q258 272 290 242 L338 212 Q360 200 402 198 L470 198 Q502 200 522 214 L574 262 Q592 272 642 280 L690 290 Q712 296 716 322 L714 372 ${arch(590, 54)} ${arch(205, 54)} Z`,
    glass: `M262 276 L342 218 Q362 207 402 206 L468 206 Q495 208 512 221 L556 268 Z`,
    pillars: [[420, 200, 12, 74]],
    doors: [
      [300, 270, 300, 366],
      [426, 272, 426, 366],
      [548, 272, 540, 350],
    ],
    handles: [
      [380, 292],
      [496, 292],
    ],
    head: `M690 292 Q708 296 714 306 L700 308 Q690 302 684 296 Z`,
    tail: `M92 300 Q96 292 118 290 L120 304 L92 308 Z`,
    mirror: `M548 262 L568 256 L572 270 L552 272 Z`,
    shoulder: `M120 300 L690 296`,
    sill: [257, 360, 281, 12],
  },
  minivan: {
    wheels: [200, 590],
    r: 44,
    outline: `M78 372 L76 200 Q78 160 116 156 L520 150 Q556 150 574 172 L640 252 Q652 262 690 272 L716 284 Q730 292 730 322 L728 372 ${arch(590, 54)} ${arch(200, 54)} Z`,
    glass: `M96 178 L540 170 Q558 170 568 184 L628 256 L96 258 Z`,
    pillars: [
      [206, 170, 12, 92],
      [344, 168, 12, 94],
      [470, 166, 12, 96],
      [560, 170, 10, 92],
    ],
    doors: [
      [350, 258, 350, 366],
      [476, 258, 476, 366],
      [566, 262, 566, 360],
    ],
    handles: [
      [456, 282],
      [590, 282],
    ],
    head: `M704 280 Q722 284 728 298 L712 300 Q704 294 698 284 Z`,
    tail: `M76 190 L88 190 L88 250 L76 250 Z`,
    mirror: `M618 244 L640 238 L644 254 L624 256 Z`,
    shoulder: `M90 268 L700 280`,
    sill: [252, 360, 286, 12],
    grille: `M716 300 L730 302 L730 330 L716 330 Z`,
  },
  sprinter: {
    wheels: [194, 618],
    r: 44,
    outline: `M50 372 L48 160 Q50 112 96 108 L590 104 Q620 104 636 124 L700 240 Q710 254 730 264 L744 276 Q752 290 750 322 L748 372 ${arch(618, 54)} ${arch(194, 54)} Z`,
    glass: `M70 140 L600 134 Q618 134 628 150 L690 244 L70 246 Z`,
    pillars: [
      [160, 136, 12, 112],
      [260, 136, 12, 112],
      [360, 136, 12, 112],
      [460, 136, 12, 112],
      [560, 134, 12, 114],
      [620, 140, 10, 100],
    ],
    doors: [
      [372, 246, 372, 366],
      [460, 246, 460, 366],
      [628, 250, 628, 350],
    ],
    handles: [
      [446, 272],
      [650, 272],
    ],
    head: `M728 268 Q744 272 748 290 L734 292 Q726 282 722 272 Z`,
    tail: `M48 170 L60 170 L60 250 L48 250 Z`,
    mirror: `M684 232 L706 224 L710 242 L690 246 Z`,
    shoulder: `M62 262 L720 266`,
    sill: [246, 360, 326, 12],
    grille: `M734 296 L750 298 L750 330 L734 330 Z`,
  },
  midibus: {
    wheels: [160, 636],
    r: 46,
    outline: `M36 372 L36 150 Q36 98 90 96 L700 94 Q742 94 746 140 L754 252 Q758 272 758 322 L756 372 ${arch(636, 56)} ${arch(160, 56)} Z`,
    glass: `M56 126 L690 122 Q728 122 732 160 L740 244 L56 244 Z`,
    pillars: [
      [140, 124, 12, 122],
      [230, 124, 12, 122],
      [320, 124, 12, 122],
      [410, 124, 12, 122],
      [500, 124, 12, 122],
      [590, 124, 12, 122],
      [676, 122, 12, 124],
    ],
    doors: [[688, 250, 688, 366]],
    handles: [],
    head: `M740 280 Q756 282 758 300 L744 302 Q738 292 736 284 Z`,
    tail: `M36 160 L48 160 L48 250 L36 250 Z`,
    mirror: `M742 150 L762 146 L764 176 L748 178 Z`,
    shoulder: `M50 262 L748 262`,
    sill: [216, 360, 364, 12],
    grille: `M744 306 L758 308 L758 336 L744 336 Z`,
  },
  suv: {
    wheels: [214, 590],
    r: 48,
    cy: 350,
    outline: `M88 344 L88 206 Q90 166 126 162 L508 154 Q530 154 544 166 L602 222 Q614 230 660 236 L702 244 Q722 250 724 280 L724 344 ${arch(590, 60, 344, 350)} ${arch(214, 60, 344, 350)} Z`,
    glass: `M116 178 L504 166 Q520 166 532 176 L584 226 L116 230 Z`,
    pillars: [
      [200, 172, 28, 60],
      [334, 168, 14, 64],
      [452, 166, 14, 66],
    ],
    doors: [
      [340, 230, 340, 340],
      [458, 230, 458, 340],
      [560, 230, 556, 300],
    ],
    handles: [
      [414, 250],
      [532, 250],
    ],
    head: `M700 248 Q718 252 722 264 L706 266 Q698 258 694 252 Z`,
    tail: `M88 212 L102 212 L102 256 L88 256 Z`,
    mirror: `M578 218 L600 212 L604 228 L584 230 Z`,
    shoulder: `M100 256 L712 260`,
    sill: [274, 326, 256, 18],
    rails: `M150 150 L500 146`,
    well: 68,
    bottom: 344,
  },
  luxury: {
    wheels: [200, 604],
    r: 46,
    outline: `M70 372 L68 320 Q70 292 100 286 L226 274 Q256 268 286 240 L336 206 Q356 194 410 192 L470 192 Q510 194 536 212 L592 260 Q608 270 660 278 L712 288 Q732 296 734 324 L732 372 ${arch(604, 55)} ${arch(200, 55)} Z`,
    glass: `M258 272 L340 216 Q360 203 410 201 L468 201 Q504 203 526 220 L578 266 Z`,
    pillars: [
      [300, 226, 10, 48],
      [424, 200, 12, 72],
    ],
    doors: [
      [306, 270, 306, 366],
      [430, 272, 430, 366],
      [566, 272, 556, 352],
    ],
    handles: [
      [388, 292],
      [508, 292],
    ],
    head: `M708 290 Q728 296 732 308 L716 310 Q706 302 700 296 Z`,
    tail: `M70 300 Q74 290 100 286 L102 302 L70 306 Z`,
    mirror: `M556 256 L578 250 L582 266 L560 268 Z`,
    shoulder: `M100 298 L706 294`,
    sill: [255, 360, 297, 12],
    chrome: true,
  },
};

function vehicleGroup(
  kind,
  { body: bodyColors, glass = ['#1c2836', '#3f566b'], stripe, chrome = false, id },
) {
  const b = BODIES[kind];
  const cy = b.cy ?? 356;
  const wheel = (cx) => {
    const spokes = Array.from(
      { length: 5 },
      (_, i) =>
        `<rect x="${cx - 3}" y="${cy - b.r * 0.62}" width="6" height="${f1(b.r * 0.55)}" rx="3" fill="#c9ced6" transform="rotate(${i * 72} ${cx} ${cy})"/>`,
    ).join('');
    return `<circle cx="${cx}" cy="${cy}" r="${b.r + 6}" fill="#121315"/>
      <circle cx="${cx}" cy="${cy}" r="${b.r}" fill="#1d1e21"/>
      <circle cx="${cx}" cy="${cy}" r="${f1(b.r * 0.66)}" fill="url(#${id}-rim)"/>
      ${spokes}
      <circle cx="${cx}" cy="${cy}" r="${f1(b.r * 0.66)}" fill="none" stroke="#7d848e" stroke-width="2"/>
      <circle cx="${cx}" cy="${cy}" r="7" fill="#5b626c"/>`;
  };
  const wells = b.wheels
    .map((cx) => `<circle cx="${cx}" cy="${cy}" r="${b.well ?? b.r + 8}" fill="#0d0e10"/>`)
    .join('');
  const pillars = b.pillars
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bodyColors[2] ?? bodyColors[1]}"/>`,
    )
    .join('');
  const doors = b.doors
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="#000" stroke-width="2" opacity="0.28"/>`,
    )
    .join('');
  const handles = b.handles
    .map(
      ([x, y]) =>
        `<rect x="${x}" y="${y}" width="26" height="6" rx="3" fill="${chrome ? '#e6e9ee' : '#000'}" opacity="${chrome ? 0.9 : 0.3}"/>`,
    )
    .join('');
  return `<defs>
      ${linear(`${id}-body`, [
        [0, bodyColors[0]],
        [0.55, bodyColors[1]],
        [1, bodyColors[2] ?? bodyColors[1]],
      ])}
      ${linear(
        `${id}-glass`,
        [
          [0, glass[0]],
          [1, glass[1]],
        ],
        [0, 0, 1, 1],
      )}
      ${radial(`${id}-rim`, [
        [0, '#f1f3f6'],
        [0.7, '#aeb5bf'],
        [1, '#6f7680'],
      ])}
      <clipPath id="${id}-clip"><path d="${b.outline}"/></clipPath>
      <clipPath id="${id}-gclip"><path d="${b.glass}"/></clipPath>
      <clipPath id="${id}-wclip"><rect width="800" height="${b.bottom ?? 372}"/></clipPath>
    </defs>
    <ellipse cx="400" cy="${cy + b.r + 8}" rx="340" ry="16" fill="#000" opacity="0.28" filter="url(#soft2)"/>
    <g clip-path="url(#${id}-wclip)">${wells}</g>
    <path d="${b.outline}" fill="url(#${id}-body)"/>
    <g clip-path="url(#${id}-clip)">
      <rect x="0" y="${cy - 30}" width="800" height="60" fill="#000" opacity="0.12"/>
      ${stripe ? `<rect x="0" y="${stripe[0]}" width="800" height="${stripe[1]}" fill="${stripe[2]}"/>` : ''}
      <path d="${b.shoulder}" stroke="#ffffff" stroke-width="3" opacity="0.45" fill="none"/>
    </g>
    <path d="${b.glass}" fill="url(#${id}-glass)"/>
    <path d="${b.glass}" fill="none" stroke="${chrome ? '#dfe3e8' : '#000'}" stroke-width="${chrome ? 3 : 2}" opacity="${chrome ? 0.9 : 0.25}"/>
    ${pillars}
    <g clip-path="url(#${id}-gclip)"><path d="M${b.wheels[0] + 60} 120 L${b.wheels[0] + 140} 120 L${b.wheels[0] + 40} 300 L${b.wheels[0] - 40} 300 Z" fill="#ffffff" opacity="0.12"/>
    <path d="M${b.wheels[1] - 120} 120 L${b.wheels[1] - 90} 120 L${b.wheels[1] - 190} 300 L${b.wheels[1] - 220} 300 Z" fill="#ffffff" opacity="0.1"/></g>
    ${doors}${handles}
    <rect x="${b.sill[0]}" y="${b.sill[1]}" width="${b.sill[2]}" height="${b.sill[3]}" fill="#000" opacity="0.25"/>
    ${chrome ? `<rect x="${b.sill[0]}" y="${b.sill[1] - 4}" width="${b.sill[2]}" height="3" fill="#e6e9ee" opacity="0.8"/>` : ''}
    ${b.grille ? `<path d="${b.grille}" fill="#1b1d20"/>` : ''}
    ${b.rails ? `<path d="${b.rails}" stroke="#2a2c30" stroke-width="7" stroke-linecap="round"/>` : ''}
    <path d="${b.head}" fill="#fff7d6"/><path d="${b.head}" fill="none" stroke="#000" stroke-width="1" opacity="0.3"/>
    <path d="${b.tail}" fill="#d42a2a"/>
    <path d="${b.mirror}" fill="${bodyColors[2] ?? bodyColors[1]}"/>
    ${b.wheels.map(wheel).join('')}`;
}

function sceneVehicle(kind, colors, bg, opts = {}) {
  const rng = rngFrom(kind.length * 97 + colors.body[0].charCodeAt(1));
  const id = `v-${kind}`;
  const hills = ridge(
    rng,
    peaks(330, [
      [200, 70, 200],
      [620, 50, 220],
    ]),
    { x0: 0, x1: VW, amp: 8, depth: 6 },
  );
  const body = `
    <defs>${linear(`${id}-bg`, [
      [0, bg[0]],
      [1, bg[1]],
    ])}${linear(`${id}-floor`, [
      [0, bg[2]],
      [1, bg[3]],
    ])}</defs>
    <rect width="${VW}" height="${VH}" fill="url(#${id}-bg)"/>
    <circle cx="${opts.sunX ?? 640}" cy="110" r="160" fill="#ffffff" opacity="0.35" filter="url(#haze)"/>
    <path d="${fillUnder(hills, 340)}" fill="${bg[4]}" opacity="0.35"/>
    <rect y="330" width="${VW}" height="${VH - 330}" fill="url(#${id}-floor)"/>
    <rect y="330" width="${VW}" height="2" fill="#ffffff" opacity="0.6"/>
    ${vehicleGroup(kind, { ...colors, id })}`;
  return svgDoc(VW, VH, body);
}

const BG_COOL = ['#dfeef8', '#f6fbfe', '#e6edf2', '#c9d4dc', '#9bb3c6'];
const BG_WARM = ['#f6e7d6', '#fdf7f0', '#efe4d8', '#d7c6b4', '#c7a98a'];
const BG_SEA = ['#cfe9f4', '#f2fafd', '#dde9ee', '#bccbd4', '#7fb0c9'];
const BG_NIGHT = ['#c9d1e6', '#eef1f8', '#dde1ea', '#b9c0cd', '#8f9ab5'];

const vehicleImages = [
  {
    file: 'vehicle-sedan.webp',
    what: 'Gümüş sedan (Skoda Superb / Passat tarzı)',
    kind: 'sedan',
    colors: { body: ['#eef1f4', '#b9c1ca', '#8c96a2'] },
    bg: BG_COOL,
  },
  {
    file: 'vehicle-sedan-dark.webp',
    what: 'Lacivert-gri iş sedanı (E-Serisi tarzı)',
    kind: 'sedan',
    colors: { body: ['#5d6b7c', '#34404e', '#1f2731'], chrome: true },
    bg: BG_WARM,
  },
  {
    file: 'vehicle-minivan.webp',
    what: 'Beyaz minivan (Vito Tourer tarzı)',
    kind: 'minivan',
    colors: { body: ['#ffffff', '#e3e7eb', '#b8c0c8'] },
    bg: BG_SEA,
  },
  {
    file: 'vehicle-minivan-grey.webp',
    what: 'Gri minivan (Caravelle tarzı)',
    kind: 'minivan',
    colors: { body: ['#a9b2bc', '#7b8590', '#59626c'] },
    bg: BG_WARM,
  },
  {
    file: 'vehicle-vip.webp',
    what: 'Siyah VIP minivan, koyu camlar, krom detaylar',
    kind: 'minivan',
    colors: {
      body: ['#4a4f57', '#1d2025', '#0c0d10'],
      glass: ['#0b0f14', '#27323d'],
      chrome: true,
      stripe: [262, 4, '#c9a45c'],
    },
    bg: BG_NIGHT,
  },
  {
    file: 'vehicle-vip-sprinter.webp',
    what: 'Siyah VIP Sprinter',
    kind: 'sprinter',
    colors: {
      body: ['#4a4f57', '#1d2025', '#0c0d10'],
      glass: ['#0b0f14', '#27323d'],
      chrome: true,
      stripe: [258, 4, '#c9a45c'],
    },
    bg: BG_WARM,
  },
  {
    file: 'vehicle-sprinter.webp',
    what: 'Beyaz Sprinter yolcu minibüsü',
    kind: 'sprinter',
    colors: { body: ['#ffffff', '#e6e9ed', '#bcc3cb'], stripe: [270, 10, '#1f7fb2'] },
    bg: BG_COOL,
  },
  {
    file: 'vehicle-midibus.webp',
    what: 'Beyaz midibüs, mavi şerit',
    kind: 'midibus',
    colors: { body: ['#ffffff', '#e6e9ed', '#bcc3cb'], stripe: [268, 14, '#1f7fb2'] },
    bg: BG_SEA,
  },
  {
    file: 'vehicle-suv.webp',
    what: 'Koyu gri SUV (Range Rover / Touareg tarzı)',
    kind: 'suv',
    colors: { body: ['#7b828b', '#4b5158', '#2c3035'] },
    bg: BG_WARM,
  },
  {
    file: 'vehicle-luxury.webp',
    what: 'Siyah lüks sedan (S-Serisi tarzı), krom detaylar',
    kind: 'luxury',
    colors: { body: ['#565c66', '#1e2126', '#0b0c0e'], glass: ['#0e1318', '#2c3844'], chrome: true },
    bg: BG_NIGHT,
  },
];

// ---------------------------------------------------------------------------------------------
// Logos
// ---------------------------------------------------------------------------------------------
function logoMark(prefix, ring = '#0c4a6e') {
  return `<defs>
    ${linear(`${prefix}-sky`, [
      [0, '#e0f2fe'],
      [1, '#fff7ed'],
    ])}
    ${linear(`${prefix}-sun`, [
      [0, '#fbbf24'],
      [1, '#f97316'],
    ])}
    ${linear(`${prefix}-w1`, [
      [0, '#38bdf8'],
      [1, '#0ea5e9'],
    ])}
    ${linear(`${prefix}-w2`, [
      [0, '#0284c7'],
      [1, '#075985'],
    ])}
    <clipPath id="${prefix}-clip"><circle cx="32" cy="32" r="30"/></clipPath>
  </defs>
  <circle cx="32" cy="32" r="31" fill="#ffffff"/>
  <g clip-path="url(#${prefix}-clip)">
    <rect width="64" height="64" fill="url(#${prefix}-sky)"/>
    <circle cx="32" cy="34" r="14" fill="url(#${prefix}-sun)"/>
    <path d="M20 17 L22 21 M44 17 L42 21 M32 11 L32 15 M13 27 L17 28 M51 27 L47 28" stroke="#f59e0b" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M0 38 C8 33 14 33 21 37 C28 41 35 41 42 37 C49 33 56 33 64 37 L64 64 L0 64 Z" fill="url(#${prefix}-w1)"/>
    <path d="M0 48 C8 43 14 43 21 47 C28 51 35 51 42 47 C49 43 56 43 64 47 L64 64 L0 64 Z" fill="url(#${prefix}-w2)"/>
    <path d="M6 38.5 C11 36 15 36 19 38" stroke="#ffffff" stroke-width="1.6" fill="none" stroke-linecap="round" opacity="0.8"/>
  </g>
  <circle cx="32" cy="32" r="30" fill="none" stroke="${ring}" stroke-width="2"/>`;
}

function logoSvg(light) {
  const name = light ? '#ffffff' : '#0c4a6e';
  const tag = light ? '#bae6fd' : '#0e7490';
  const font = `'Segoe UI', 'Helvetica Neue', Helvetica, Arial, sans-serif`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="236" height="64" viewBox="0 0 236 64" role="img" aria-label="Riviera Transfer">
  ${logoMark(light ? 'll' : 'lg', light ? '#e0f2fe' : '#0c4a6e')}
  <text x="74" y="35" font-family="${font}" font-size="29" font-weight="700" letter-spacing="0.5" fill="${name}">Riviera</text>
  <text x="75" y="53" font-family="${font}" font-size="11" font-weight="600" letter-spacing="2.6" fill="${tag}">TRANSFER &amp; TUR</text>
</svg>
`;
}

const logoMarkSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Riviera Transfer">
  ${logoMark('lm')}
</svg>
`;

// ---------------------------------------------------------------------------------------------
// Videos: rendered frame by frame (every motion is periodic, so the clips loop seamlessly)
// ---------------------------------------------------------------------------------------------
const FPS = 24;

/** Hero: a black VIP van cruising along the coast road, sea and Taurus mountains behind. */
function heroFrameFactory() {
  const w = 1280;
  const h = 720;
  const T = 8;
  const rng = rngFrom(2024);
  const horizon = 400;
  const roadTop = 560;
  const far = ridge(
    rng,
    peaks(horizon, [
      [260, 190, 220, 1.2],
      [640, 120, 200],
      [980, 210, 200],
      [1220, 140, 160],
    ]),
    { x0: 0, x1: w, amp: 22, depth: 8, rough: 0.6 },
  );
  const near = ridge(
    rng,
    peaks(horizon + 4, [
      [420, 60, 200],
      [1100, 80, 200],
    ]),
    { x0: 0, x1: w, amp: 10 },
  );
  const glints = Array.from({ length: 200 }, () => {
    const t = rng();
    const y = horizon + 4 + (roadTop - 60 - horizon) * t * t;
    const p = (y - horizon) / (roadTop - horizon);
    const x = rng() < 0.6 ? 260 + (rng() - 0.5) * (120 + p * 600) : between(rng, 0, w);
    return {
      x,
      y,
      len: between(rng, 6, 26) * (0.5 + p * 1.5),
      hgt: 1 + p * 2,
      op: between(rng, 0.2, 0.85),
      k: 1 + Math.floor(rng() * 4),
      ph: rng(),
    };
  });
  const waves = Array.from({ length: 90 }, () => {
    const t = rng();
    const y = horizon + 6 + (roadTop - 60 - horizon) * t * t;
    const p = (y - horizon) / (roadTop - horizon);
    return {
      x: between(rng, 0, w),
      y,
      len: between(rng, 30, 90) * (0.4 + p * 1.6),
      amp: 1 + p * 3,
      op: between(rng, 0.08, 0.28),
      ph: rng(),
      a: between(rng, 4, 14),
    };
  });
  const speed = 480; // px per second for the road layer; 3840 px per loop
  const tileW = 1280; // 3840 / 1280 = 3 tiles per loop
  const tile = [];
  // roadside greenery: oleanders, palms, bushes — one seamless tile
  for (let i = 0; i < 22; i++) {
    const x = between(rng, 0, tileW);
    const r = between(rng, 16, 34);
    tile.push(
      `<ellipse cx="${f1(x)}" cy="${f1(roadTop - 42 + between(rng, -6, 6))}" rx="${f1(r * 1.4)}" ry="${f1(r)}" fill="${pick(rng, ['#3f6b34', '#4a7a3c', '#355c2e'])}"/>`,
    );
    if (rng() < 0.6)
      for (let k = 0; k < 6; k++)
        tile.push(
          `<circle cx="${f1(x + between(rng, -r, r))}" cy="${f1(roadTop - 42 + between(rng, -r * 0.7, r * 0.3))}" r="2.6" fill="${pick(rng, ['#f472b6', '#fb7185', '#fde2e4'])}"/>`,
        );
  }
  const palmAt = (x, hgt) => {
    const leaves = Array.from({ length: 8 }, (_, i) => {
      const a = -Math.PI * 1.05 + (i / 7) * Math.PI * 1.1;
      const lx = Math.cos(a) * hgt * 0.45;
      const ly = Math.sin(a) * hgt * 0.22;
      return `<path d="M${f1(x)} ${f1(roadTop - 40 - hgt)} q${f1(lx * 0.5)} ${f1(ly - hgt * 0.12)} ${f1(lx)} ${f1(ly + hgt * 0.14)}" stroke="#2f6b2f" stroke-width="${f1(hgt * 0.06)}" fill="none" stroke-linecap="round"/>`;
    }).join('');
    return `<path d="M${f1(x - 4)} ${roadTop - 40} Q${f1(x + 8)} ${f1(roadTop - 40 - hgt / 2)} ${f1(x)} ${f1(roadTop - 40 - hgt)}" stroke="#7a5a3a" stroke-width="${f1(hgt * 0.05)}" fill="none"/>${leaves}`;
  };
  [180, 560, 940].forEach((x) => tile.push(palmAt(x + between(rng, -40, 40), between(rng, 140, 190))));
  const tileSvg = tile.join('');
  const railPosts = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 120}" y="${roadTop - 26}" width="6" height="30" fill="#8d949c"/>`,
  ).join('');
  const dashes = Array.from(
    { length: 18 },
    (_, i) => `<rect x="${i * 80}" y="${roadTop + 92}" width="46" height="6" rx="2" fill="#f5f5f0"/>`,
  ).join('');
  const defs =
    linear('hv-sky', [
      [0, '#3e88d6'],
      [0.6, '#a9d2ef'],
      [1, '#f6e3c4'],
    ]) +
    linear(
      'hv-far',
      [
        [0, '#8aa5c2'],
        [0.6, '#a4bad0'],
        [1, '#bccfdf'],
      ],
      [0, 0, 1, 0],
    ) +
    linear('hv-sea', [
      [0, '#2f95c4'],
      [0.5, '#1f7fb0'],
      [1, '#17689a'],
    ]) +
    linear('hv-road', [
      [0, '#5b6168'],
      [1, '#3a3f45'],
    ]) +
    radial('hv-sun', [
      [0, '#fff6d8', 0.9],
      [0.3, '#ffe7a8', 0.35],
      [1, '#ffe7a8', 0],
    ]);
  const staticBack = `
    <rect width="${w}" height="${horizon + 4}" fill="url(#hv-sky)"/>
    <circle cx="1040" cy="120" r="260" fill="url(#hv-sun)"/><circle cx="1040" cy="120" r="42" fill="#fffbea"/>
    ${cloud(rng, 420, 120, 300, { opacity: 0.7 })}${cloud(rng, 820, 230, 240, { opacity: 0.55 })}
    <path d="${fillUnder(far, horizon + 4)}" fill="url(#hv-far)"/>
    ${ravines(rng, far, { x0: 0, x1: w, color: '#6f8aa8', length: [40, 150], count: 40, opacity: 0.16, lean: 0.9 })}
    ${snowCap(far, 980, 40, '#eef4f9')}
    <path d="${fillUnder(near, horizon + 4)}" fill="#6f948a"/>
    ${forest(rng, near, { x0: 0, x1: w, depth: 30, count: 200, r: [3, 5], colors: ['#4f7a6a', '#5d8878'] })}
    <rect y="${horizon}" width="${w}" height="${roadTop - horizon}" fill="url(#hv-sea)"/>`;
  const van = vehicleGroup('minivan', {
    body: ['#4a4f57', '#1d2025', '#0c0d10'],
    glass: ['#0b0f14', '#27323d'],
    chrome: true,
    stripe: [262, 4, '#c9a45c'],
    id: 'hv-van',
  });
  return {
    w,
    h,
    frames: T * FPS,
    svg(i) {
      const t = i / (T * FPS); // 0..1 over the loop
      const shift = (t * speed * T) % tileW;
      const dash = (t * speed * T) % 80;
      const post = (t * speed * T) % 120;
      const g = glints
        .map((o) => {
          const op = o.op * (0.35 + 0.65 * Math.abs(Math.sin(Math.PI * (o.k * t + o.ph))));
          return `<rect x="${f1(o.x - o.len / 2)}" y="${f1(o.y)}" width="${f1(o.len)}" height="${f1(o.hgt)}" rx="1" fill="#ffffff" opacity="${f1(op * 100) / 100}"/>`;
        })
        .join('');
      const wv = waves
        .map((o) => {
          const dx = Math.sin(2 * Math.PI * (t + o.ph)) * o.a;
          return `<path d="M${f1(o.x + dx)} ${f1(o.y)} q${f1(o.len / 4)} ${f1(-o.amp)} ${f1(o.len / 2)} 0 t${f1(o.len / 2)} 0" stroke="#0a4a70" stroke-width="1.6" fill="none" opacity="${f1(o.op * 100) / 100}"/>`;
        })
        .join('');
      const bob = Math.sin(2 * Math.PI * 6 * t) * 1.2;
      const spin = 72 * 40 * t;
      // rotate the wheel spokes by re-drawing the van with rotated wheel groups
      const vanFrame = van.replace(
        /rotate\((\d+) (\d+) (\d+)\)/g,
        (m, a, cx, cy) => `rotate(${f1(Number(a) + spin)} ${cx} ${cy})`,
      );
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${blur('soft', 14)}${blur('soft2', 6)}${blur('soft3', 2.2)}${blur('haze', 30)}${defs}</defs>
        ${staticBack}${wv}${g}
        <g transform="translate(${f1(-shift)} 0)"><g transform="translate(${-tileW} 0)">${tileSvg}</g>${tileSvg}<g transform="translate(${tileW} 0)">${tileSvg}</g></g>
        <rect y="${roadTop - 4}" width="${w}" height="${h - roadTop + 4}" fill="url(#hv-road)"/>
        <rect y="${roadTop - 8}" width="${w}" height="8" fill="#c9c2b0"/>
        <g transform="translate(${f1(-post)} 0)">${railPosts}</g>
        <rect y="${roadTop - 24}" width="${w}" height="8" rx="2" fill="#c3c9cf"/><rect y="${roadTop - 24}" width="${w}" height="2" fill="#ffffff" opacity="0.7"/>
        <rect y="${roadTop + 8}" width="${w}" height="4" fill="#f5f5f0" opacity="0.85"/>
        <g transform="translate(${f1(-dash)} 0)">${dashes}</g>
        <rect y="${h - 22}" width="${w}" height="4" fill="#f5f5f0" opacity="0.8"/>
        <g transform="translate(330 ${f1(388 + bob)}) scale(0.62)">${vanFrame}</g>
        ${vignette('hv-v', w, h, 0.28)}</svg>`;
    },
  };
}

/** Gallery clip: a gulet rocking in a calm bay at sunset, gulls circling, glitter on the water. */
function bayFrameFactory() {
  const w = 960;
  const h = 540;
  const T = 8;
  const rng = rngFrom(3033);
  const horizon = 300;
  const r1 = ridge(
    rng,
    peaks(horizon, [
      [160, 150, 170, 1.2],
      [520, 110, 170],
      [860, 160, 150],
    ]),
    { x0: 0, x1: w, amp: 18, depth: 8, rough: 0.6 },
  );
  const r2 = ridge(
    rng,
    peaks(horizon + 2, [
      [330, 80, 160],
      [760, 60, 160],
    ]),
    { x0: 0, x1: w, amp: 10 },
  );
  const headland = ridge(rng, (x) => 210 + Math.pow(Math.max(0, x) / 300, 1.8) * 200, {
    x0: -10,
    x1: 300,
    amp: 12,
    depth: 6,
  });
  const sunX = 600;
  const glints = Array.from({ length: 240 }, () => {
    const t = rng();
    const y = horizon + 2 + (h - horizon) * t * t;
    const p = (y - horizon) / (h - horizon);
    const x = rng() < 0.75 ? sunX + (rng() - 0.5) * (40 + p * 320) : between(rng, 0, w);
    return {
      x,
      y,
      len: between(rng, 5, 22) * (0.5 + p * 1.6),
      hgt: 1 + p * 2.2,
      op: between(rng, 0.25, 0.95),
      k: 1 + Math.floor(rng() * 4),
      ph: rng(),
    };
  });
  const waves = Array.from({ length: 80 }, () => {
    const t = rng();
    const y = horizon + 4 + (h - horizon) * t * t;
    const p = (y - horizon) / (h - horizon);
    return {
      x: between(rng, 0, w),
      y,
      len: between(rng, 24, 70) * (0.4 + p * 1.6),
      amp: 1 + p * 3,
      op: between(rng, 0.1, 0.3),
      ph: rng(),
      a: between(rng, 4, 12),
    };
  });
  const gulls = Array.from({ length: 4 }, (_, i) => ({
    cx: between(rng, 260, 760),
    cy: between(rng, 80, 170),
    rx: between(rng, 60, 140),
    ry: between(rng, 15, 35),
    ph: i / 4,
    dir: i % 2 ? 1 : -1,
    s: between(rng, 0.9, 1.4),
  }));
  const defs =
    linear('bv-sky', [
      [0, '#3a3f86'],
      [0.35, '#b25a8e'],
      [0.7, '#f3935e'],
      [1, '#ffd08a'],
    ]) +
    linear('bv-sea', [
      [0, '#e99a6a'],
      [0.25, '#8a5a80'],
      [1, '#283a6a'],
    ]) +
    linear('bv-rock', [
      [0, '#5a3f52'],
      [1, '#2e2236'],
    ]) +
    radial('bv-sun', [
      [0, '#fff3d0', 0.95],
      [0.3, '#ffc078', 0.4],
      [1, '#ffc078', 0],
    ]);
  const staticBack = `
    <rect width="${w}" height="${horizon + 2}" fill="url(#bv-sky)"/>
    <circle cx="${sunX}" cy="200" r="220" fill="url(#bv-sun)"/><circle cx="${sunX}" cy="200" r="34" fill="#fff4d6"/>
    ${cloud(rng, 240, 110, 260, { color: '#f5a8a0', opacity: 0.45 })}${cloud(rng, 800, 160, 220, { color: '#ffbf94', opacity: 0.4 })}
    <path d="${fillUnder(r1, horizon + 2)}" fill="#7a5a90"/>
    <path d="${fillUnder(r2, horizon + 2)}" fill="#5a4474"/>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#bv-sea)"/>`;
  const front = `<path d="${line(headland)} L340 ${h} L-10 ${h} Z" fill="url(#bv-rock)"/>
    <path d="M${f1(headland[headland.length - 1][0])} ${f1(headland[headland.length - 1][1])} L340 ${h}" stroke="#ffd9b0" stroke-width="3" opacity="0.35" fill="none"/>
    ${forest(rng, headland, { x0: -10, x1: 270, depth: 60, count: 260, r: [5, 10], colors: ['#2a2436', '#332a40', '#241f30'], densityTop: 1.5 })}
    ${Array.from({ length: 6 }, () => {
      const x = between(rng, 0, 220);
      return pine(x, yAt(headland, x) + 6, between(rng, 36, 60), '#1f1a2a', rng);
    }).join('')}`;
  return {
    w,
    h,
    frames: T * FPS,
    svg(i) {
      const t = i / (T * FPS);
      const g = glints
        .map((o) => {
          const op = o.op * (0.3 + 0.7 * Math.abs(Math.sin(Math.PI * (o.k * t + o.ph))));
          return `<rect x="${f1(o.x - o.len / 2)}" y="${f1(o.y)}" width="${f1(o.len)}" height="${f1(o.hgt)}" rx="1" fill="#ffe2b0" opacity="${f1(op * 100) / 100}"/>`;
        })
        .join('');
      const wv = waves
        .map((o) => {
          const dx = Math.sin(2 * Math.PI * (t + o.ph)) * o.a;
          return `<path d="M${f1(o.x + dx)} ${f1(o.y)} q${f1(o.len / 4)} ${f1(-o.amp)} ${f1(o.len / 2)} 0 t${f1(o.len / 2)} 0" stroke="#1c1838" stroke-width="1.5" fill="none" opacity="${f1(o.op * 100) / 100}"/>`;
        })
        .join('');
      const birds = gulls
        .map((b) => {
          const a = 2 * Math.PI * (t + b.ph) * b.dir;
          const x = b.cx + Math.cos(a) * b.rx;
          const y = b.cy + Math.sin(a) * b.ry;
          const flap = Math.sin(2 * Math.PI * (8 * t + b.ph)) * 5 * b.s;
          return `<path d="M${f1(x - 11 * b.s)} ${f1(y + flap * 0.4)} q${f1(5 * b.s)} ${f1(-6 * b.s - flap)} ${f1(11 * b.s)} ${f1(-flap * 0.4)} q${f1(5 * b.s)} ${f1(-6 * b.s - flap)} ${f1(11 * b.s)} ${f1(flap * 0.4)}" fill="none" stroke="#2a1a30" stroke-width="${f1(1.8 * b.s)}" stroke-linecap="round"/>`;
        })
        .join('');
      const roll = Math.sin(2 * Math.PI * 2 * t) * 1.6;
      const heave = Math.sin(2 * Math.PI * 2 * t + 1) * 2.5;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${blur('soft', 14)}${blur('soft2', 6)}${blur('soft3', 2.2)}${defs}</defs>
        ${staticBack}${wv}${g}${birds}
        <ellipse cx="${560}" cy="${f1(430 + heave)}" rx="120" ry="8" fill="#1a1430" opacity="0.35" filter="url(#soft2)"/>
        <g transform="rotate(${f1(roll)} 560 420) translate(0 ${f1(heave)})">${gulet(440, 420, 0.7, { hull: '#f0d8cc', wood: '#6a3a22', sail: ['#f8dcc4', '#d8b4a4', '#f2d2bc', '#fae4d0'] })}</g>
        <path d="M410 ${f1(424 + heave)} q-20 4 -50 6 M${f1(660)} ${f1(424 + heave)} q20 3 40 8" stroke="#ffe2b0" stroke-width="2" opacity="0.45" fill="none"/>
        ${front}
        ${vignette('bv-v', w, h, 0.35)}</svg>`;
    },
  };
}

function run(cmd, argv, input) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, argv, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += d));
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err.slice(-2000)}`)),
    );
    if (input)
      Promise.resolve(input(p.stdin)).catch((e) => {
        p.kill();
        reject(e);
      });
  });
}

async function renderVideo(file, poster, factory, crf = 32) {
  const f = factory();
  const out = path.join(OUT_DIR, file);
  const tmp = `${out}.tmp.mp4`;
  const first = await sharp(Buffer.from(f.svg(0)))
    .resize(f.w, f.h)
    .toBuffer();
  await writeFile(path.join(OUT_DIR, poster), await sharp(first).webp({ quality: 72, effort: 6 }).toBuffer());
  if (preview) {
    await mkdir(PREVIEW_DIR, { recursive: true });
    await sharp(first)
      .png()
      .toFile(path.join(PREVIEW_DIR, poster.replace(/\.webp$/, '.png')));
  }
  const encoding = run(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${f.w}x${f.h}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-g',
      String(FPS * 2),
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-threads',
      '1',
      tmp,
    ],
    async (stdin) => {
      try {
        for (let i = 0; i < f.frames; i++) {
          const raw = await sharp(Buffer.from(f.svg(i)))
            .resize(f.w, f.h)
            .removeAlpha()
            .raw()
            .toBuffer();
          if (!stdin.write(raw)) await new Promise((r) => stdin.once('drain', r));
        }
      } finally {
        stdin.end();
      }
    },
  );
  try {
    await encoding;
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  await rename(tmp, out);
  return (await stat(out)).size;
}

const videos = [
  {
    file: 'hero-coastal-transfer.mp4',
    poster: 'hero-coastal-transfer-poster.webp',
    what: 'Sahil yolunda ilerleyen siyah VIP minivan (1280x720, 8 sn döngü)',
    factory: heroFrameFactory,
  },
  {
    file: 'gallery-gulet-sunset.mp4',
    poster: 'gallery-gulet-sunset-poster.webp',
    what: 'Gün batımında koyda sallanan gulet, martılar (960x540, 8 sn döngü)',
    factory: bayFrameFactory,
  },
];

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------
const images = [
  { file: 'tour-tekne-turu-kemer.webp', what: 'Kemer koyunda yelkenli gulet', svg: sceneBoatTour },
  {
    file: 'tour-rafting-koprulu-kanyon.webp',
    what: 'Köprülü Kanyon nehrinde rafting botu',
    svg: sceneRafting,
  },
  { file: 'tour-pamukkale.webp', what: 'Pamukkale travertenleri ve turkuaz havuzlar', svg: scenePamukkale },
  { file: 'tour-demre-myra.webp', what: 'Myra kaya mezarları, zeytin ağaçları', svg: sceneMyra },
  { file: 'tour-jeep-safari-toros.webp', what: 'Toros Dağlarında jeep safari', svg: sceneJeepSafari },
  { file: 'tour-duden-selalesi.webp', what: 'Denize dökülen Aşağı Düden Şelalesi', svg: sceneDuden },
  { file: 'tour-teleferik-tahtali.webp', what: 'Karlı zirveye çıkan teleferik kabini', svg: sceneCableCar },
  { file: 'tour-alanya-kalesi.webp', what: 'Alanya Kalesi surları ve Kızıl Kule', svg: sceneAlanya },
  { file: 'tour-yesil-kanyon.webp', what: 'Yeşil Kanyon baraj gölünde tur teknesi', svg: sceneGreenCanyon },
  {
    file: 'tour-land-of-legends.webp',
    what: 'Gece şovu: masal şatosu ve havai fişekler',
    svg: sceneNightShow,
  },
  { file: 'tour-kapadokya.webp', what: 'Kapadokya peri bacaları üzerinde balonlar', svg: sceneCappadocia },
  {
    file: 'gallery-konyaalti-gun-batimi.webp',
    what: 'Konyaaltı sahili ve Beydağları, gün batımı',
    svg: sceneKonyaalti,
  },
  { file: 'gallery-kaleici-liman.webp', what: 'Kaleiçi yat limanı, eski şehir evleri', svg: sceneKaleici },
  { file: 'gallery-havalimani.webp', what: 'Alacakaranlıkta inişe geçen yolcu uçağı', svg: sceneAirport },
  { file: 'gallery-side-apollon.webp', what: 'Side Apollon Tapınağı, gün batımı', svg: sceneSideApollo },
  { file: 'gallery-kekova-lahit.webp', what: 'Kekova/Simena, denizdeki Likya lahdi', svg: sceneKekova },
  {
    file: 'tour-aspendos-perge-side.webp',
    what: 'Aspendos tiyatrosu sahne binası ve oturma sıraları',
    svg: sceneAspendos,
  },
];

async function writeWebp(file, svg, w, h, quality = 70) {
  const out = path.join(OUT_DIR, file);
  const buf = await sharp(Buffer.from(svg), { density: 72 })
    .resize(w, h)
    .webp({ quality, effort: 6 })
    .toBuffer();
  await writeFile(out, buf);
  if (preview) {
    await mkdir(PREVIEW_DIR, { recursive: true });
    await sharp(buf)
      .png()
      .toFile(path.join(PREVIEW_DIR, file.replace(/\.webp$/, '.png')));
  }
  return buf.length;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const all = [
    ...images,
    ...vehicleImages.map((v) => ({
      file: v.file,
      what: v.what,
      w: VW,
      h: VH,
      svg: () => sceneVehicle(v.kind, v.colors, v.bg),
    })),
  ];
  for (const img of all) {
    if (!wanted(img.file)) continue;
    const size = await writeWebp(img.file, img.svg(), img.w ?? W, img.h ?? H);
    console.log(`${img.file.padEnd(36)} ${(size / 1024).toFixed(1).padStart(7)} KB  ${img.what}`);
  }
  const logos = [
    ['logo.svg', () => logoSvg(false), 'Logo (dalga + güneş amblemi, koyu yazı)'],
    ['logo-light.svg', () => logoSvg(true), 'Logo, koyu zemin için açık renkli yazı'],
    ['logo-mark.svg', logoMarkSvg, 'Yalnız amblem (favicon / küçük alanlar)'],
  ];
  for (const [file, make, what] of logos) {
    if (!wanted(file)) continue;
    const svg = make();
    await writeFile(path.join(OUT_DIR, file), svg);
    if (preview) {
      await mkdir(PREVIEW_DIR, { recursive: true });
      const bg = file.includes('light') ? '#0f172a' : '#ffffff';
      await sharp(Buffer.from(svg), { density: 288 })
        .flatten({ background: bg })
        .png()
        .toFile(path.join(PREVIEW_DIR, file.replace(/\.svg$/, '.png')));
    }
    console.log(`${file.padEnd(36)} ${(Buffer.byteLength(svg) / 1024).toFixed(1).padStart(7)} KB  ${what}`);
  }
  for (const v of videos) {
    if (!wanted(v.file) && !wanted(v.poster)) continue;
    const started = Date.now();
    const size = await renderVideo(v.file, v.poster, v.factory);
    console.log(
      `${v.file.padEnd(36)} ${(size / 1024).toFixed(1).padStart(7)} KB  ${v.what} [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
  }
}

await main();
