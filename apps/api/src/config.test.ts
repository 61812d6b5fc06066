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
