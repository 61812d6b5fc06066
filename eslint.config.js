import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries between parts of the code (ARCHITECTURE.md, "shared -> features -> app"; decision 013),
 * held by no-restricted-imports on the import text. Imports are relative, so each rule is written
 * for where a file sits; eslint.config.test.ts proves every rule fires.
 */

// Preact numbers useId per render root, so ids inside dialogs (portals) repeat ids on the page.
const WEB_RESTRICTED_PATHS = [
  { name: 'react', importNames: ['useId'], message: 'Use useElementId from lib/use-element-id (decision 008).' },
];

const WEB_SHARED = ['components', 'lib', 'i18n', 'hooks'].map((dir) => `apps/web/src/${dir}/**/*.{ts,tsx}`);

/**
 * A file `depth` folders below its feature's folder leaves the feature with `depth + 1` steps up;
 * a name after them (not one more step up, which reaches shared code) is another feature.
 */
const otherFeature = (depth) => `^(\\.\\./){${depth + 1}}(?!\\.\\./)|^(\\.\\./){${depth + 2}}features(/|$)`;
const FEATURE_DEPTHS = [0, 1, 2, 3, 4, 5];

/** Each part of the API imports only downwards: modules -> plugins -> lib. */
const API_LAYERS = [
  {
    files: ['apps/api/src/lib/**/*.ts'],
    regex: '^(\\.\\./)+(plugins|modules)(/|$)',
    message: 'lib is the bottom layer: it imports nothing from plugins or modules. Pass what it needs in.',
  },
  {
    files: ['apps/api/src/plugins/**/*.ts'],
    regex: '^(\\.\\./)+modules(/|$)',
    message: 'plugins import nothing from modules: move the shared piece to lib, or pass it in from app.ts.',
  },
  {
    files: ['apps/api/src/db/migrations/**/*.ts'],
    // 001 and 004 landed (and ran) before this rule; a landed migration is never edited, so they keep their imports.
    ignores: ['apps/api/src/db/migrations/001-initial-schema.ts', 'apps/api/src/db/migrations/004-issue5-admin.ts'],
    regex: '^(?!kysely$|\\./)',
    message: 'A migration is frozen once it has run: it imports only kysely and its own folder, never live code.',
  },
  {
    files: ['apps/api/src/modules/**/*.repository.ts'],
    regex: '\\.(routes|service)(\\.js)?$',
    message: 'A repository holds queries only: it imports nothing from routes or services.',
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    regex: '\\.repository(\\.js)?$',
    message: 'A route calls a service, never a repository (decision 013): add the service function it needs.',
  },
];

/**
 * Where database queries may be written (decision 013): repositories, migrations and the tools that
 * seed data (the demo seed, the benchmark seed, the tests' fixtures and the tests that arrange or
 * inspect rows). Everywhere else in the API a service calls a repository function.
 */
const QUERY_PLACES = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/db/migrations/**/*.ts',
  'apps/api/src/db/seed/**/*.ts',
  'apps/api/src/cli/seed-bench.ts',
  'apps/api/src/test/**/*.ts',
  'apps/api/src/**/*.test.ts',
  // SQL conditions (no statements) that repositories compose into their queries; landed migrations import full-text.ts.
  'apps/api/src/lib/folded-search.ts',
  'apps/api/src/lib/full-text.ts',
];
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'executeQuery'];
const QUERY_MESSAGE = 'Queries live in repositories (decision 013): move this into the module\'s *.repository.ts and call it from the service.';
const QUERY_SYNTAX = [
  { selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`, message: QUERY_MESSAGE },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_MESSAGE },
  { selector: "CallExpression[callee.object.name='sql']", message: QUERY_MESSAGE },
];

/**
 * File names (issue 30, as bulletproof-react's check-file rules): kebab-case words of small letters and
 * digits (migrations start with their number), the role after a dot (`tours.admin.routes.ts`,
 * `booking-form.test.tsx`), folders kebab-case too.
 */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
/** A file's name without its last extension: kebab-case words, then each role kebab-case after a dot. */
const KEBAB_FILE = `${KEBAB}*(.${KEBAB})`;
const NAMED_FILES = ['{apps,packages}/**/*.{ts,tsx,js,mjs,cjs}'];

/**
 * Size (ARCHITECTURE.md "small files"; decision 043): a source file over 300 lines or a function over
 * 80 (blank lines and comments not counted) asks to be split by what its parts do. Tests, landed
 * migrations, seed data and the tests' own helpers are exempt: a test reads top to bottom, a migration
 * is never edited, and data is as long as the data.
 */
const SIZED_SOURCE = ['{apps,packages}/**/*.{ts,tsx}'];
const SIZE_EXEMPT = [
  '**/*.test.{ts,tsx}',
  'apps/api/src/db/migrations/**',
  'apps/api/src/db/seed/**',
  'apps/api/src/cli/seed-bench.ts',
  'apps/api/src/test/**',
];
const SIZE_OPTIONS = { skipBlankLines: true, skipComments: true };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/seed-media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and route handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An effect whose concise arrow calls a method returns that method's result, and a value that is
      // not a function (Chromium's scrollTo now returns a promise) crashes React on unmount. Helpers
      // that return their own unsubscribe (`() => subscribe(…)`) stay allowed.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[expression=true] > :matches(CallExpression[callee.type='MemberExpression'], ChainExpression)",
          message: 'Give effect callbacks a block body so they return nothing but a clean-up function.',
        },
      ],
      'no-restricted-imports': ['error', { paths: WEB_RESTRICTED_PATHS }],
    },
  },
  {
    files: WEB_SHARED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message: 'Shared code (components, lib, hooks, i18n) never imports a feature; move the piece to shared code.',
            },
          ],
        },
      ],
    },
  },
  // The admin registry is the one place that knows every back-office feature (it lazy-loads their pages).
  ...FEATURE_DEPTHS.map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['apps/web/src/features/admin/admin-sections.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: WEB_RESTRICTED_PATHS,
          patterns: [
            {
              regex: otherFeature(depth),
              message: 'Features never import each other; move what both need to shared code (components, lib).',
            },
          ],
        },
      ],
    },
  })),
  ...API_LAYERS.map(({ files, ignores = [], regex, message }) => ({
    ignores,
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
  })),
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: QUERY_PLACES,
    rules: { 'no-restricted-syntax': ['error', ...QUERY_SYNTAX] },
  },
  {
    files: NAMED_FILES,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { [NAMED_FILES[0]]: KEBAB_FILE }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': KEBAB }],
      // An API module's file says its role after a dot, so `*.routes.ts` and `*.repository.ts` find every one of them.
      'check-file/filename-blocklist': [
        'error',
        { 'apps/api/src/modules/**/*[-_]{routes,service,repository,dto}.ts': '*.routes.ts' },
        { errorMessage: 'The file "{{ target }}" names its role with a dash: write it after a dot (tours.service.ts, tours.admin.routes.ts).' },
      ],
    },
  },
  {
    files: SIZED_SOURCE,
    ignores: SIZE_EXEMPT,
    rules: {
      'max-lines': ['error', { max: 300, ...SIZE_OPTIONS }],
      'max-lines-per-function': ['error', { max: 80, ...SIZE_OPTIONS }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
