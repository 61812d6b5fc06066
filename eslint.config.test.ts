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

/** The query-place complaints for `code` linted as the file `path`. */
async function queryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

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

  describe('routes call services, never repositories', () => {
    it.each([
      ['apps/api/src/modules/tours/tours.routes.ts', './tours.repository.js'],
      ['apps/api/src/modules/exports/exports.routes.ts', '../bookings/bookings.admin.repository.js'],
      ['apps/api/src/modules/tours/tours.admin.routes.ts', './tours.admin.repository.js'],
    ])('%s importing %s is refused', async (path, from) => {
      expect(await boundaryErrors(path, use(from))).toEqual([expect.stringContaining('A route calls a service')]);
    });

    it('a route importing its service is allowed', async () => {
      expect(await boundaryErrors('apps/api/src/modules/tours/tours.routes.ts', use('./tours.service.js'))).toEqual([]);
    });
  });
});

describe('queries live in repositories, migrations and seeding tools only (decision 013)', () => {
  const QUERIES = {
    selectFrom: "export const rows = (db) => db.selectFrom('tours').selectAll().execute();\n",
    insertInto: "export const add = (trx) => trx.insertInto('tours').values({ slug: 'x' }).execute();\n",
    updateTable: "export const set = (db) => db.updateTable('tours').set({ is_active: 0 }).execute();\n",
    deleteFrom: "export const drop = (db) => db.deleteFrom('tours').execute();\n",
    replaceInto: "export const put = (db) => db.replaceInto('tours').values({ slug: 'x' }).execute();\n",
    mergeInto: "export const merge = (db) => db.mergeInto('tours').using('t', 't.id', 'tours.id').execute();\n",
    executeQuery: 'export const run = (db, q) => db.executeQuery(q);\n',
    'a sql template': "import { sql } from 'kysely';\nexport const now = (db) => sql`select 1`.execute(db);\n",
    'a typed sql template': "import { sql } from 'kysely';\nexport const n = sql<number>`count(*)`;\n",
    'sql.raw': "import { sql } from 'kysely';\nexport const raw = sql.raw('select 1');\n",
  };
  const MESSAGE = 'Queries live in repositories';

  it.each(Object.entries(QUERIES))('%s in a service is refused', async (_name, code) => {
    expect(await queryErrors('apps/api/src/modules/tours/tours.service.ts', code)).toEqual([expect.stringContaining(MESSAGE)]);
  });

  it.each([
    'apps/api/src/modules/tours/tours.routes.ts',
    'apps/api/src/modules/mail/mail-content.ts',
    'apps/api/src/lib/task-runs.ts',
    'apps/api/src/plugins/fixture.ts',
    'apps/api/src/app.ts',
    'apps/api/src/db/kysely.ts',
  ])('a query in %s is refused', async (path) => {
    expect(await queryErrors(path, QUERIES.selectFrom)).toEqual([expect.stringContaining(MESSAGE)]);
  });

  it.each([
    'apps/api/src/modules/tours/tours.repository.ts',
    'apps/api/src/modules/tours/tours.admin.repository.ts',
    'apps/api/src/lib/task-runs.repository.ts',
    'apps/api/src/db/migrations/099-fixture.ts',
    'apps/api/src/db/seed/seed-demo.ts',
    'apps/api/src/cli/seed-bench.ts',
    'apps/api/src/test/factories.ts',
    'apps/api/src/modules/tours/tours.test.ts',
  ])('queries in %s are allowed', async (path) => {
    for (const code of Object.values(QUERIES)) expect(await queryErrors(path, code)).toEqual([]);
  });

  it('calls that only share a name with a builder are not queries', async () => {
    const code = "export const f = (s) => s.select('x').where('a', '=', 1);\nexport const g = (list) => list.delete(1);\n";
    expect(await queryErrors('apps/api/src/modules/tours/tours.service.ts', code)).toEqual([]);
  });
});

describe('file names (issue 30)', () => {
  /** The file-name complaints for an empty file linted as `path`. */
  async function nameErrors(path: string): Promise<string[]> {
    const [result] = await eslint.lintText('export {};\n', { filePath: path });
    return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('check-file/')).map((m) => m.message);
  }

  it.each([
    'apps/web/src/features/booking/BookingForm.tsx',
    'apps/web/src/features/booking/booking_form.tsx',
    'apps/web/src/features/booking/bookingForm.test.tsx',
    'apps/api/src/modules/tours/TourSlugs.service.ts',
    'packages/domain/src/Money.ts',
    'apps/api/vitest.Config.ts',
    'apps/api/src/modules/tours/tours.adminRoutes.ts',
  ])('%s is refused: not kebab-case', async (path) => {
    expect(await nameErrors(path)).toEqual([expect.stringContaining('does not match')]);
  });

  it.each(['apps/web/src/Features/booking/booking-form.tsx', 'apps/api/src/modules/tourPages/tour-sitemap.ts'])(
    '%s is refused: its folder is not kebab-case',
    async (path) => {
      expect(await nameErrors(path)).toEqual([expect.stringContaining('does not match')]);
    },
  );

  it.each(['apps/api/src/modules/tours/tours-service.ts', 'apps/api/src/modules/tours/tours_repository.ts'])(
    '%s is refused: a role is written after a dot',
    async (path) => {
      expect(await nameErrors(path)).toEqual(expect.arrayContaining([expect.stringContaining('names its role with a dash')]));
    },
  );

  it.each([
    'apps/web/src/features/booking/booking-form.tsx',
    'apps/web/src/features/booking/booking-form.test.tsx',
    'apps/api/src/modules/tours/tours.admin.routes.ts',
    'apps/api/src/modules/transfer-routes/transfer-routes.admin.repository.ts',
    'apps/api/src/db/migrations/001-initial-schema.ts',
    'apps/api/vitest.config.ts',
    'packages/domain/src/contracts/transfer-routes.ts',
  ])('%s is allowed', async (path) => {
    expect(await nameErrors(path)).toEqual([]);
  });
});

describe('size (decision 043)', () => {
  /** The size complaints (rule ids) for `code` linted as the file `path`. */
  async function sizeErrors(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'max-lines' || m.ruleId === 'max-lines-per-function')
      .map((m) => m.ruleId!);
  }
  /** A function `n` lines long, blank lines and comments besides (they do not count). */
  const longFunction = (n: number) =>
    `export function long(): number {\n  let x = 0;\n${'  // a comment\n\n  x += 1;\n'.repeat(n - 4)}  return x;\n}\n`;
  /** A file of `n` short functions, three lines each (the blank lines between do not count). */
  const longFile = (n: number) =>
    Array.from({ length: n }, (_, i) => `export function f${i}(): number {\n  return ${i};\n}\n`).join('\n');

  it('refuses a function over 80 lines in source, counted without blank lines and comments', async () => {
    expect(await sizeErrors('apps/api/src/modules/tours/fixture.ts', longFunction(81))).toEqual(['max-lines-per-function']);
    expect(await sizeErrors('apps/web/src/features/booking/fixture.tsx', longFunction(81))).toEqual(['max-lines-per-function']);
    expect(await sizeErrors('apps/api/src/modules/tours/fixture.ts', longFunction(80))).toEqual([]);
  });

  it('refuses a source file over 300 lines', async () => {
    expect(await sizeErrors('packages/domain/src/fixture.ts', longFile(101))).toEqual(['max-lines']);
    expect(await sizeErrors('packages/domain/src/fixture.ts', longFile(100))).toEqual([]);
  });

  it.each([
    'apps/api/src/modules/tours/fixture.test.ts',
    'apps/web/src/features/booking/fixture.test.tsx',
    'apps/api/src/db/migrations/099-fixture.ts',
    'apps/api/src/db/seed/demo-fixture.ts',
    'apps/api/src/test/fixture.ts',
  ])('leaves %s alone: tests, migrations and seed data are exempt', async (path) => {
    expect(await sizeErrors(path, longFile(101) + longFunction(90))).toEqual([]);
  });
});
