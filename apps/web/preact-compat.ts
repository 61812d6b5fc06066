import type { Alias } from 'vite';

/**
 * The site is written against React's API and types but runs on Preact's compatibility layer
 * (decision 008: React 19's react-dom alone was 66 KB of the 100 KB first-render budget). The same
 * aliases serve the build, the dev server and the unit tests, so the tests exercise what ships.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * Libraries that import React themselves. Vitest hands node_modules to Node unaliased, so these are
 * bundled through Vite instead, or they would load a second, real React next to Preact.
 */
export const reactLibraries = [
  '@testing-library/react',
  '@tanstack/react-query',
  'react-router',
  'react-hook-form',
  '@hookform/resolvers',
];
