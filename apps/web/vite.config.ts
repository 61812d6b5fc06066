import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { failOnNewWarnings } from './build-warnings.ts';
import { oneMessageCatalogue } from './message-catalogue-plugin.ts';
import { preactCompatAliases, reactLibraries } from './preact-compat.ts';

const api = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

/**
 * Writes .br and .gz beside every text asset, which the API's static file server sends to browsers
 * that accept them (`preCompressed`): no compression work per request, best ratio (brotli 11).
 */
function precompress(): Plugin {
  return {
    name: 'riviera-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist');
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html|txt)$/.test(file) || file === 'index.html') continue;
        const full = path.join(dir, file);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Small public reads every visit starts with (navbar, currency selector, landing hero). */
const FIRST_PAINT_DATA = ['/api/site-settings/public', '/api/currencies/active', '/api/heroes/active'];

/**
 * The Turkish texts are always needed (Turkish is the site's language and every other language's
 * fallback): preloading their chunks from index.html fetches them with the entry instead of after it.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'riviera-preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c) =>
            c.type === 'chunk' &&
            /\/src\/i18n\/locales\/tr\/(common|landing)\.json$/.test(c.facadeModuleId ?? ''),
        );
        const texts = chunks.map((c) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${c.fileName}` },
          injectTo: 'head' as const,
        }));
        // The data the first paint waits for (main.tsx), requested with the HTML rather than after the JS.
        const data = FIRST_PAINT_DATA.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
          injectTo: 'head' as const,
        }));
        return [...texts, ...data];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // No Fast Refresh: it patches React's renderer, which Preact does not have (decision 008), so an
  // edited component would silently stay stale. Vite reloads the page instead.
  plugins: [
    react({ refreshExclude: /./ }),
    tailwindcss(),
    oneMessageCatalogue(),
    preloadFirstPaint(),
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: '@riviera/domain',
        replacement: path.resolve(import.meta.dirname, '../../packages/domain/src/index.ts'),
      },
      ...preactCompatAliases,
    ],
  },
  server: { proxy: { '/api': api, '/uploads': api } },
  // The server build (src/entry-server.tsx, loaded by the API) bundles the React libraries so that
  // they, too, get Preact through the aliases instead of loading React from node_modules.
  ssr: { noExternal: reactLibraries },
  build: {
    target: 'es2022',
    rolldownOptions: {
      onwarn: failOnNewWarnings,
      // The time plugins took is a hint that depends on how busy the machine is, not a defect.
      checks: { bundlerTimings: false },
    },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    copyPublicDir: !isSsrBuild,
    // The entry's own chunks are preloaded (index.html's list, which public pages start after their
    // first paint, decision 020). A lazy chunk's imports are not: Vite would add a <link> to the
    // page for each, and on a phone adding them costs more main-thread time before hydration
    // (Lighthouse total blocking time) than fetching them when the chunk asks for them.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
}));
