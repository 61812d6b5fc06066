import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactCompatAliases, reactLibraries } from './preact-compat.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: '@riviera/domain',
        replacement: path.resolve(import.meta.dirname, '../../packages/domain/src/index.ts'),
      },
      ...preactCompatAliases,
    ],
    // Their ESM builds, whose imports the aliases above can rewrite (a CJS require would reach real React).
    mainFields: ['module', 'main'],
    // The same for packages that choose by export condition: react-router gives Node its CJS build
    // unless asked for 'module-sync'.
    conditions: ['module-sync', 'module', 'node', 'development|production'],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build-warnings.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Generous for the same reason as setup.ts's asyncUtilTimeout: a loaded machine, not a slow test.
    testTimeout: 30_000,
    env: { TZ: 'UTC' },
    server: { deps: { inline: reactLibraries } },
  },
});
