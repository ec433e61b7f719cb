import fc from 'fast-check';

/**
 * fast-check arbitraries for hostile requests: wrong types, huge and empty
 * strings, deep nesting, unicode edge cases (lone surrogates, RTL override,
 * zero-width, NUL), prototype keys, and values close to valid ones so the
 * handlers behind the schemas are reached too.
 */

/** Field names the routes know, so generated bodies often get past the schema. */
export const knownFields = [
  'username',
  'password',
  'confirm_password',
  'id',
  'code',
  'default_route',
  'web_status',
  'last_page',
  'button_id',
  'num_components',
  'tab_id',
  'chosen_tab',
  'answer_key',
  'file_key',
  'file_name',
  'first_name',
  'last_name',
  'essay',
  'legal_agree',
  'photo_id',
] as const;

export const knownQueryNames = [
  'token',
  'service_token',
  'generation',
  'query',
  'category',
  'id',
  'max_results',
  '__proto__',
] as const;

const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  'ש\u05b8לוֹם',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\u0301\u0301\u0301',
  '\r\n\r\n',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '..\\..\\x',
  '%00',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  '-0',
  '1e400',
  // Values that are valid somewhere, so handlers run past their first check.
  'started',
  'validating',
  'submitted',
  '/about',
  '/final-steps',
  'test_choice',
  'sat',
  'act',
  'high_schools',
  'photo_id',
  'essay_upload',
  'college_ceeb',
  'address',
  'Correct-Horse-42',
  'fuzz@example.com',
  '123456',
  '1',
];

/** Any UTF-16 code unit, lone surrogates and NUL included. */
const codeUnitString = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  maxLength: 30,
});

const hugeStrings = fc.constantFrom(
  'x'.repeat(7001),
  'é'.repeat(70_000),
  '\u0000'.repeat(10_000),
  'a'.repeat(1024 * 1024 + 1),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...edgeStrings) },
  { weight: 3, arbitrary: codeUnitString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeStrings },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...knownFields) },
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 2, arbitrary: hostileString },
);

/** A JSON value as a tree, so that keys like `__proto__` survive until serialization. */
export type JsonNode =
  | { kind: 'leaf'; value: string | number | boolean | null }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'object'; entries: [string, JsonNode][] };

const leaf: fc.Arbitrary<JsonNode> = fc
  .oneof(
    { weight: 5, arbitrary: hostileString },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -1, 1, 10, 11, 2 ** 31, -(2 ** 53), 1e308, -1e308, 0.5, Number.MIN_VALUE),
      ),
    },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
  )
  .map((value) => ({ kind: 'leaf', value }));

const { node } = fc.letrec<{ node: JsonNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }).map((items): JsonNode => ({ kind: 'array', items })),
    fc
      .array(fc.tuple(hostileKey, tie('node')), { maxLength: 5 })
      .map((entries): JsonNode => ({ kind: 'object', entries })),
  ),
}));

/** An object with known field names and mostly plausible values: reaches the handlers. */
const nearlyValidObject: fc.Arbitrary<JsonNode> = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...knownFields), leaf), { maxLength: 5, selector: ([key]) => key })
  .map((entries) => ({ kind: 'object', entries }));

export function serialize(value: JsonNode): string {
  switch (value.kind) {
    case 'leaf':
      return JSON.stringify(value.value) ?? 'null';
    case 'array':
      return `[${value.items.map(serialize).join(',')}]`;
    case 'object':
      return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${serialize(item)}`).join(',')}}`;
  }
}

const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

const malformed = fc.constantFrom(
  '{',
  '{"a":1}{',
  "{'a':1}",
  'undefined',
  '\u0000',
  '{"a":\u0000}',
  '[1,]',
  '"\\ud800"',
  '\ufeff{}',
);

/** A request body as raw text (undefined: no body). */
export const hostileBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 5, arbitrary: nearlyValidObject.map(serialize) },
  { weight: 4, arbitrary: node.map(serialize) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: malformed },
  { weight: 1, arbitrary: codeUnitString },
);

/**
 * Percent-encodes any UTF-16 string, lone surrogates included (as the
 * invalid UTF-8 bytes a careless client would send), which
 * encodeURIComponent refuses to do.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(text.slice(index, index + 2));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(text[index]!);
    }
  }
  return encoded;
}

const rawBytes = fc
  .uint8Array({ maxLength: 12 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/** A path segment or query value, already encoded for a URL. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((text) => text.length < 5000).map(percentEncode) },
  { weight: 1, arbitrary: rawBytes },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..%2f..%2f', '%2e%2e', '?', '#', '&&', '==') },
);

export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...knownQueryNames).map(percentEncode), hostileUrlPart),
      fc.option(hostileUrlPart, { nil: undefined }),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&')}`,
  );

/** Header values a fetch client can send: Latin-1 without control characters. */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((unit) => String.fromCharCode(unit)),
  maxLength: 60,
});

export interface HostileHeaders {
  contentType: string | undefined;
  origin: 'own' | 'none' | string;
  extra: Record<string, string>;
}

export const hostileHeaders: fc.Arbitrary<HostileHeaders> = fc.record({
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json-patch+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/xml',
      ),
    },
    { weight: 1, arbitrary: headerText },
  ),
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constant('own') },
    { weight: 1, arbitrary: fc.constantFrom('none', 'null', 'https://evil.example') },
    { weight: 1, arbitrary: headerText },
  ),
  extra: fc.dictionary(
    fc.constantFrom(
      'if-match',
      'sec-fetch-site',
      'accept',
      'accept-encoding',
      'authorization',
      'x-forwarded-for',
      'range',
      'if-none-match',
      'x-http-method-override',
    ),
    fc.oneof(fc.constantFrom('"0"', '"1"', 'W/"1"', '*', '"-1"', '"99999999999"', 'cross-site', 'gzip'), headerText),
    { maxKeys: 3 },
  ),
});
