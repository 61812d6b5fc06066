import path from 'node:path';
import { defineConfig } from 'vitest/config';

const domainSrc = path.resolve(import.meta.dirname, 'packages/domain/src/index.ts');

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@riviera/domain': domainSrc } },
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias: { '@riviera/domain': domainSrc } },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          // Argon2 hashing and per-file databases make API files heavier than unit tests.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
      // The lint rules that hold the code's boundaries (eslint.config.js).
      { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } },
    ],
  },
});
