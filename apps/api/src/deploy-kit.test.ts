import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { HERO_FORM_FILES_BYTES, largestMultipartBodyBytes, MULTIPART_LIMITS } from './lib/multipart-limits.js';

/**
 * The deployment kit (docs/deploy/) against the API it fronts. The proxies themselves are run by
 * scripts/deploy-smoke.mjs (`nginx -t`, `caddy validate`, a booking through nginx); this holds the
 * numbers and the formats to the code, without needing either proxy installed.
 */
const deployDir = path.resolve(import.meta.dirname, '../../../docs/deploy');
const read = (name: string) => fs.readFileSync(path.join(deployDir, name), 'utf8');

/** nginx sizes: `128m`, `1g`, `512k`, bytes */
const nginxBytes = (v: string) => Number(v.replace(/[kmg]$/i, '')) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[v.slice(-1).toLowerCase()] ?? 1);
/** Caddy sizes (go-humanize): `128MiB` is 2^20-based, `128MB` 10^6-based. */
const caddyBytes = (v: string) => {
  const m = /^(\d+(?:\.\d+)?)\s*([KMGT]i?B?|B)?$/i.exec(v);
  if (!m) throw new Error(`not a Caddy size: ${v}`);
  const unit = (m[2] ?? 'B').toUpperCase();
  const power = 'BKMGT'.indexOf(unit[0]!);
  return Number(m[1]) * (unit.includes('I') ? 1024 : 1000) ** power;
};

describe('the proxies admit the largest form the API reads', () => {
  const largest = largestMultipartBodyBytes();

  it('is derived from the multipart limits the API registers, and holds a hero upload', () => {
    expect(largest).toBe(
      MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize +
        MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
        (MULTIPART_LIMITS.files + MULTIPART_LIMITS.fields + 1) * 1024,
    );
    // The form the old 60 MB limit cut off: a 50 MiB video and a 10 MiB poster.
    expect(HERO_FORM_FILES_BYTES).toBe(60 * 1024 ** 2);
    expect(largest).toBeGreaterThan(HERO_FORM_FILES_BYTES);
  });

  it('nginx: client_max_body_size', () => {
    const limits = [...read('nginx.conf').matchAll(/^\s*client_max_body_size\s+(\w+);/gm)].map((m) => m[1]!);
    expect(limits).toHaveLength(1);
    expect(nginxBytes(limits[0]!)).toBeGreaterThanOrEqual(largest);
  });

  it('Caddy: request_body max_size', () => {
    const limits = [...read('Caddyfile').matchAll(/^\s*max_size\s+(\S+)\s*$/gm)].map((m) => m[1]!);
    expect(limits).toHaveLength(1);
    expect(caddyBytes(limits[0]!)).toBeGreaterThanOrEqual(largest);
    expect(caddyBytes('60MB')).toBeLessThan(HERO_FORM_FILES_BYTES);
  });
});

describe('the nginx file on Debian 12 (nginx 1.22)', () => {
  it('asks for HTTP/2 on the listen line: the `http2` directive is unknown before 1.25.1', () => {
    const conf = read('nginx.conf');
    expect(conf).not.toMatch(/^\s*http2\s/m);
    expect(conf).toMatch(/^\s*listen 443 ssl http2;/m);
  });

  it('hands the API a request id and keeps /metrics to itself', () => {
    const conf = read('nginx.conf');
    expect(conf).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(read('Caddyfile')).toMatch(/header_up X-Request-Id \{http\.request\.uuid\}/);
    expect(read('Caddyfile')).toMatch(/respond \/metrics 404/);
  });
});

describe('env.example', () => {
  it('loads in a shell (set -a; . env.example) into a configuration the API accepts', () => {
    const printed = execFileSync('sh', ['-c', 'set -a; . "$1"; env', 'sh', path.join(deployDir, 'env.example')], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    const env = Object.fromEntries(
      printed
        .split('\n')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(env.MAIL_FROM).toBe('Riviera Transfer <rezervasyon@transfer.example.com>');
    const config = loadConfig(env);
    expect(config).toMatchObject({ trustProxy: 1, publicUrl: 'https://transfer.example.com', secureCookies: true });
    expect(config.metricsToken).toBeDefined();
  });

  it('is plain KEY=value lines systemd reads the same (no $, ` or \\ a shell would expand)', () => {
    for (const line of read('env.example').split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      expect(line).toMatch(/^[A-Z_][A-Z0-9_]*=("[^"$`\\]*"|[^\s"'$`\\]*)$/);
    }
  });

  it('is the file the unit reads', () => {
    expect(read('riviera@.service')).toMatch(/^EnvironmentFile=\/etc\/riviera\/env$/m);
    expect(read('env.example').split('\n')[0]).toBe('# /etc/riviera/env: read by every instance (chmod 600, owned by root).');
  });
});
