import { describe, expect, it } from 'vitest';
import { failOnNewWarnings, isAllowedWarning } from './build-warnings.ts';

// The message as Rolldown hands it to `onwarn`: coloured, with the code frame of the importing module.
const coloured = (text: string, from: string) =>
  `\u001b[33m[IMPORT_IS_UNDEFINED] \u001b[0m${text}\n      \u001b[38;5;246m╭─[\u001b[0m ${from}:2059:15 ]\n`;
const useFromPreact =
  "Import `use` will always be undefined because there is no matching export in '../../node_modules/preact/compat/dist/compat.module.js'";

describe('the build fails on every warning that is not on the reviewed list', () => {
  it("lets react-router's optional React 19 hooks on Preact through", () => {
    const warning = {
      code: 'IMPORT_IS_UNDEFINED',
      message: coloured(useFromPreact, '../../node_modules/react-router/dist/development/chunk-X.mjs'),
    };
    expect(isAllowedWarning(warning)).toBe(true);
    expect(() => failOnNewWarnings(warning)).not.toThrow();
  });

  it('fails the same warning when our own code imports the missing hook', () => {
    const warning = { code: 'IMPORT_IS_UNDEFINED', message: coloured(useFromPreact, 'src/components/x.tsx') };
    expect(isAllowedWarning(warning)).toBe(false);
    expect(() => failOnNewWarnings(warning)).toThrow(/not on the reviewed list.*IMPORT_IS_UNDEFINED/);
  });

  it('fails any other warning', () => {
    const warning = {
      code: 'INEFFECTIVE_DYNAMIC_IMPORT',
      message:
        'src/i18n/locales/tr/common.json is dynamically imported by src/i18n/index.ts but also statically imported',
    };
    expect(() => failOnNewWarnings(warning)).toThrow(/INEFFECTIVE_DYNAMIC_IMPORT/);
  });
});
