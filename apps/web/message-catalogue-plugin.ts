import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

const DOMAIN_CATALOGUES = path.resolve(
  import.meta.dirname,
  '../../packages/domain/src/i18n/message-catalogues.ts',
);
const BROWSER_CATALOGUES = path.resolve(import.meta.dirname, 'src/i18n/message-catalogues.browser.ts');
const VIRTUAL = 'virtual:message-catalogue/';

/**
 * The browser build's message catalogues, one chunk per language (decision 046). The domain's
 * catalogue module holds all five languages, which the server needs; in the browser build it is
 * replaced by src/i18n/message-catalogues.browser.ts, which imports `virtual:message-catalogue/<lang>`:
 * that language's catalogue, read from the domain's own module at build time and written as data.
 * The server build, the dev server and the tests keep the domain's module as it is.
 */
export function oneMessageCatalogue(): Plugin {
  let catalogues: Promise<Record<string, unknown>> | undefined;
  return {
    name: 'riviera-one-message-catalogue',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source.startsWith(VIRTUAL)) return `\0${source}`;
      if (!importer || !source.endsWith('/message-catalogues.js')) return null;
      const target = path.resolve(path.dirname(importer), source.replace(/\.js$/, '.ts'));
      return target === DOMAIN_CATALOGUES ? BROWSER_CATALOGUES : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      catalogues ??= runnerImport<{ VALIDATION_MESSAGES: Record<string, unknown> }>(DOMAIN_CATALOGUES, {
        configFile: false,
        logLevel: 'error',
      }).then((r) => r.module.VALIDATION_MESSAGES);
      const lang = id.slice(VIRTUAL.length + 1);
      const catalogue = (await catalogues)[lang];
      if (!catalogue) this.error(`there is no message catalogue for '${lang}'`);
      // JSON.parse of a string literal is parsed faster than the same object as a literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
    },
  };
}
