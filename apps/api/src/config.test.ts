import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults, demo mode on with the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoMode).toBe(true);
    expect(c.secureCookies).toBe(false);
  });

  it('turns demo mode off by default on PostgreSQL, and secure cookies on behind https', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://transfer.example' });
    expect(c.demoMode).toBe(false);
    expect(c.secureCookies).toBe(true);
  });

  it('fails fast listing every problem', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/,
    );
  });

  it('requires the admin username and password together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'owner' })).toThrow(/ADMIN_USERNAME and ADMIN_PASSWORD/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default, and takes a hop count or true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('idempotency settings', () => {
  it('lease a claimed key for 30 s unless told otherwise', () => {
    expect(loadConfig({}).idempotencyLeaseMs).toBe(30_000);
    expect(loadConfig({ IDEMPOTENCY_LEASE_SECONDS: '5' }).idempotencyLeaseMs).toBe(5_000);
    expect(() => loadConfig({ IDEMPOTENCY_LEASE_SECONDS: '0' })).toThrow(/IDEMPOTENCY_LEASE_SECONDS/);
  });

  it('honour the test-only pause between claim and work only under NODE_ENV=test', () => {
    expect(loadConfig({ TEST_ONLY_IDEMPOTENCY_PAUSE_MS: '5000' }).testOnlyIdempotencyPauseMs).toBe(0);
    expect(loadConfig({ TEST_ONLY_IDEMPOTENCY_PAUSE_MS: '5000', NODE_ENV: 'production', PUBLIC_URL: 'https://riviera.example' }).testOnlyIdempotencyPauseMs).toBe(0);
    expect(loadConfig({ TEST_ONLY_IDEMPOTENCY_PAUSE_MS: '5000', NODE_ENV: 'test' }).testOnlyIdempotencyPauseMs).toBe(5000);
  });
});

describe('scale-out settings', () => {
  it('keeps the public read cache on with PostgreSQL too, unless switched off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).publicReadCache).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', PUBLIC_READ_CACHE: 'false' }).publicReadCache).toBe(false);
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).redisUrl).toBe('rediss://user:pw@cache.example:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses to start in production without PUBLIC_URL: links are never built from a request’s Host (issue 28)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://riviera.example' }).publicUrl).toBe('https://riviera.example');
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });
});
