import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries of eslint.config.js, proven on code linted as if it sat at a given place.
 * Type information is off: the boundaries are read from the import text alone, and the places are
 * not real files.
 */
const eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The boundary complaints for `code` linted as the file `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (from: string) => `import { thing } from '${from}';\nexport const value = thing;\n`;

describe('import boundaries', () => {
  describe('web features never import each other', () => {
    it.each([
      ['apps/web/src/features/landing/fixture.tsx', '../booking/api'],
      ['apps/web/src/features/landing/tours/fixture.tsx', '../../pnr-search/pnr-search-page'],
      ['apps/web/src/features/booking/components/fixture.tsx', '../../landing/api'],
      ['apps/web/src/features/admin-tours/fixture.tsx', '../../features/admin-routes/api'],
      ['apps/web/src/features/admin/fixture.tsx', '../admin-tours/tours-page'],
    ])('%s importing %s is refused', async (path, from) => {
      expect(await boundaryErrors(path, use(from))).toEqual([expect.stringContaining('Features never import each other')]);
    });

    it.each([
      ['apps/web/src/features/landing/fixture.tsx', './api'],
      ['apps/web/src/features/landing/tours/fixture.tsx', '../api'],
      ['apps/web/src/features/landing/tours/fixture.tsx', '../../../lib/api-client'],
      ['apps/web/src/features/booking/components/fixture.tsx', '../../../components/ui/button'],
      // the back-office registry lazy-loads every section's page
      ['apps/web/src/features/admin/admin-sections.tsx', '../admin-tours/tours-page'],
    ])('%s importing %s is allowed', async (path, from) => {
      expect(await boundaryErrors(path, use(from))).toEqual([]);
    });
  });

  describe('shared web code never imports a feature', () => {
    it.each([
      ['apps/web/src/components/ui/fixture.tsx', '../../features/landing/api'],
      ['apps/web/src/lib/fixture.ts', '../features/admin/admin-session'],
      ['apps/web/src/i18n/fixture.ts', '../features/landing/icons'],
    ])('%s importing %s is refused', async (path, from) => {
      expect(await boundaryErrors(path, use(from))).toEqual([expect.stringContaining('Shared code')]);
    });

    it('the app shell composes features', async () => {
      expect(await boundaryErrors('apps/web/src/app/fixture.tsx', use('../features/landing/landing-page'))).toEqual([]);
    });
  });

  describe('API layers import only downwards', () => {
    it.each([
      ['apps/api/src/lib/fixture.ts', '../plugins/admin-access.js', 'lib is the bottom layer'],
      ['apps/api/src/lib/fixture.ts', '../modules/audit/audit.service.js', 'lib is the bottom layer'],
      ['apps/api/src/plugins/fixture.ts', '../modules/auth/session-token.js', 'plugins import nothing from modules'],
      ['apps/api/src/db/migrations/fixture.ts', '../../lib/full-text.js', 'A migration is frozen'],
      ['apps/api/src/db/migrations/fixture.ts', '../dialect.js', 'A migration is frozen'],
      ['apps/api/src/db/migrations/fixture.ts', '@riviera/domain', 'A migration is frozen'],
      ['apps/api/src/modules/tours/tours.repository.ts', './tours.routes.js', 'A repository holds queries only'],
      ['apps/api/src/modules/tours/tours.admin.repository.ts', './tours.admin.service.js', 'A repository holds queries only'],
    ])('%s importing %s is refused', async (path, from, message) => {
      expect(await boundaryErrors(path, use(from))).toEqual([expect.stringContaining(message)]);
    });

    it.each([
      ['apps/api/src/plugins/fixture.ts', '../lib/app-error.js'],
      ['apps/api/src/modules/tours/tours.service.ts', '../../plugins/admin-access.js'],
      ['apps/api/src/db/migrations/fixture.ts', 'kysely'],
      ['apps/api/src/db/migrations/fixture.ts', './migration-dialect.js'],
      ['apps/api/src/modules/tours/tours.repository.ts', '../../db/schema.js'],
    ])('%s importing %s is allowed', async (path, from) => {
      expect(await boundaryErrors(path, use(from))).toEqual([]);
    });
  });
});
