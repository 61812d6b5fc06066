import type { Rng } from './prng.js';

/**
 * Pools of values that have broken web applications before: control and NUL characters, odd
 * Unicode, injection-looking text, numbers at and past the edges of every integer type, and
 * structures where a scalar is expected. The generators draw from these with a seeded Rng.
 */

/** The key a prototype-pollution payload tries to plant on Object.prototype; the test checks it never appears. */
export const POLLUTION_MARKER = 'fuzzPolluted';

/** Strings that are short enough to pass most length limits yet carry hostile content. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  'Antalya\u0000',
  '\u0000\u0001\u0002\u001f\u007f',
  '\r\n\r\nX-Injected: 1',
  '\t\v\f',
  'İıŞşĞğÜüÖöÇç',
  'Łódź Zażółć gęślą jaźń',
  'Ёжик в тумане',
  '😀👨‍👩‍👧‍👦🇹🇷',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  'ﷺ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  "' OR '1'='1' --",
  '"; DROP TABLE bookings; --',
  '1; SELECT pg_sleep(10)',
  "'||(SELECT sqlite_version())||'",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  '-9223372036854775809',
  '1.7976931348623157e+309',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '2031-13-45',
  '25:61',
  '24:00',
  'true',
  '[]',
  '{}',
  '%s%s%s%n',
  'A'.repeat(256),
];

/** Numbers past the edges of SQLite, PostgreSQL and JavaScript integer types, and fractions where integers go. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  -2147483649,
  2147483647,
  2147483648,
  4294967295,
  4294967296,
  9007199254740991,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-7,
];

/** A string of `length` characters drawn from a few alphabets (ASCII, Turkish, Cyrillic, emoji halves). */
export function longString(rng: Rng, length: number): string {
  const unit = rng.pick(['a', 'ş', 'Ж', '😀', '\u0000', 'x\u0301', '<', "'"]);
  return unit.repeat(Math.max(1, Math.ceil(length / unit.length))).slice(0, length);
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels, built as a value (JSON.stringify handles this depth). */
export function deeplyNested(rng: Rng, depth: number): unknown {
  const asObject = rng.chance(0.5);
  let value: unknown = rng.pick(['x', 1, null, true]);
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** Any JSON value, at most `depth` levels deep, biased to the hostile pools. */
export function arbitraryJson(rng: Rng, depth = 3): unknown {
  const roll = rng.int(0, depth > 0 ? 9 : 5);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
    case 3:
      return rng.pick(HOSTILE_NUMBERS);
    case 4:
    case 5:
      return rng.pick(HOSTILE_STRINGS);
    case 6:
    case 7:
      return Array.from({ length: rng.int(0, 4) }, () => arbitraryJson(rng, depth - 1));
    default: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(0, 4); i > 0; i--)
        out[rng.pick(['a', 'id', 'name', '0', '', 'x y', 'ş', rng.pick(HOSTILE_STRINGS)])] = arbitraryJson(
          rng,
          depth - 1,
        );
      return out;
    }
  }
}

/** A value of a type that the schema does not expect, or a structure where a scalar is expected. */
export function wrongShape(rng: Rng): unknown {
  return rng.pick<unknown>([
    null,
    true,
    false,
    [],
    {},
    [1, 2],
    ['a', 'b'],
    [[[]]],
    { tr: 'x' },
    { $gt: '' },
    { length: 4294967295 },
    '1',
    -1,
    1.5,
    1e308,
    '',
  ]);
}

/** Raw JSON texts that the JSON parser must refuse (or that parse to values nothing expects). */
export const BROKEN_JSON: readonly string[] = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '[1,2',
  'nul',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '\uFEFF{"a":1}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\u0000"}',
  '{"\\u0000":1}',
  '"just a string"',
  '123',
  'true',
  'null',
  '[]',
  `{"__proto__":{"${POLLUTION_MARKER}":"yes"}}`,
  `{"constructor":{"prototype":{"${POLLUTION_MARKER}":"yes"}}}`,
  `{"a":{"__proto__":{"${POLLUTION_MARKER}":"yes"}}}`,
  '{"a":1,"a":2}',
  '\u0000',
  '{"a":"' + 'x'.repeat(10) + '\n"}',
];

/** Content-Type headers that are wrong, malformed or lie about the body. */
export const BAD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'multipart/mixed; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/jsonx',
  'application/octet-stream',
  'image/png',
  ';',
  '*/*',
  'application/json, text/plain',
  'x'.repeat(2000),
];

/** Path parameter values, already as they would appear in the URL (some deliberately badly encoded). */
export function hostilePathSegments(rng: Rng): string[] {
  return [
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '+1',
    '%201',
    '1%20',
    '01',
    '00000000000000000000001',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    'abc',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    '1%00',
    '%',
    '%ZZ',
    '%C0%AE',
    '%E2%80%AE',
    '%F0%9F%98%80',
    '%EF%BC%91',
    'ORN00000001',
    'orn1',
    encodeURIComponent("1' OR '1'='1"),
    encodeURIComponent('<script>'),
    '1;2',
    '1,2',
    'a'.repeat(rng.int(150, 200)),
    '9'.repeat(rng.int(201, 400)),
  ];
}

/** A header value as Node's HTTP parser hands over bytes beyond ASCII: each byte one latin1 character. */
const asHeaderBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * Header values an attacker controls that the app reads (language, idempotency, cookies, forwarding).
 * Only values a real HTTP parser lets through: no control characters, which Node refuses on the wire.
 */
export function hostileHeaders(rng: Rng): Record<string, string> {
  return rng.pick<Record<string, string>>([
    {
      'accept-language': rng.pick([
        '',
        '*',
        'xx',
        'tr;q=abc',
        'de-DE,de;q=0.9,'.repeat(200),
        asHeaderBytes('türkçe'),
        'ru-RU;q=1e999',
        ',,,;;;',
      ]),
    },
    {
      'idempotency-key': rng.pick([
        '',
        'short',
        'a'.repeat(201),
        'a'.repeat(200),
        'fuzz-key-00000001',
        asHeaderBytes('ключ-ключ-ключ'),
        'a b c d e f g h',
        '../../x',
      ]),
    },
    {
      cookie: rng.pick([
        'riviera_session=',
        'riviera_session=%',
        'riviera_session=' + 'a'.repeat(4000),
        'riviera_session=a; riviera_session=b',
        '=;=;=',
        asHeaderBytes('riviera_session=ş'),
      ]),
    },
    {
      'x-forwarded-for': rng.pick([
        '',
        'not-an-ip',
        '1.1.1.1, 2.2.2.2, ' + '3.3.3.3, '.repeat(100),
        '::ffff:999.1.1.1',
      ]),
    },
    { 'x-http-method-override': rng.pick(['DELETE', 'PUT', 'TRACE']) },
    { accept: rng.pick(['application/xml', '*/*;q=abc', '']) },
    { 'user-agent': rng.pick(['', 'x'.repeat(8000), asHeaderBytes('ÿþ😀')]) },
    { 'content-encoding': rng.pick(['gzip', 'br', 'deflate', 'identity', 'bogus']) },
  ]);
}
