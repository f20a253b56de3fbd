import type { RouteDef } from '#shared/api/routes';
import type { Call } from './route-calls';
import { pathParams, type RouteFixture, type RouteRequest } from './route-fixtures';

/**
 * Malformed requests for one route, generated from its row in the route table and the valid request
 * of its fixture (tests/support/route-fixtures.ts): the valid request with one thing broken at a
 * time, so the broken part is what the route has to refuse.
 */
export interface BadInput {
  what: string;
  call: Call;
  /**
   * A value any text may legitimately take (free text, a PIN or key being tried) or an unknown key
   * the schema drops: the route may accept it, but must still answer 4xx or 2xx, never 5xx.
   */
  mayAccept?: boolean;
  /** Sent without a token (the path is refused before the authorizer can run). */
  anonymous?: boolean;
}

const DEPTH = 5_000;
const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '{}' + '}'.repeat(DEPTH);
const HUGE = 'x'.repeat(100 * 1024);
const CONTROL = 'a\u0000b\u0007c\u001b[2J\u202ed\r\ne\u0085';
const PLACEHOLDER = '"__raw_value__"';

/** A value of the wrong JSON type for the field's valid value. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'maybe';
  if (Array.isArray(value)) return 'not a list';
  return 7;
}

/** Values that must be refused in place of a field's valid value (null only where it does not mean "none"). */
function refusedValues(value: unknown, nullable: boolean): Array<[string, unknown]> {
  return [
    ...(nullable ? [] : [['null', null] as [string, unknown]]),
    ['a wrong type', wrongType(value)],
    ['an array of objects', [{ a: 1 }]],
    ['an object', { nested: { value } }],
    ['a 100 KB string', HUGE],
  ];
}

/** Names of Object.prototype: refused by a field whose value is one of a list, fine as a word in a name. */
const prototypeNames: Array<[string, string]> = [
  ['"__proto__"', '__proto__'],
  ['"constructor"', 'constructor'],
  ['"hasOwnProperty"', 'hasOwnProperty'],
  ['"toString"', 'toString'],
];

const malformedJson: Array<[string, string]> = [
  ['truncated JSON', '{"a":'],
  ['single-quoted JSON', "{'a': 1}"],
  ['a trailing comma', '{"a": 1,}'],
  ['a NUL byte', '\u0000'],
  ['bare words', 'undefined'],
];

const nonObjects = (body: unknown): Array<[string, string]> => [
  ['a JSON null body', 'null'],
  ['a JSON array body', '[]'],
  ['the valid body inside an array', JSON.stringify([body])],
  ['a JSON string body', '"text"'],
  ['a JSON number body', '42'],
  ['a JSON true body', 'true'],
];

const badPathIds: Array<[string, string, boolean?]> = [
  ['an undecodable escape %ZZ', '%ZZ'],
  ['a truncated UTF-8 escape', '%E0%A4%A'],
  ['an overlong UTF-8 slash', '%C0%AF'],
  ['a 2,000-character id', 'a'.repeat(2000)],
  ['an encoded NUL', '%00'],
  ['an encoded escape character', '%1B%5B2J'],
  ['an encoded path climb', '..%2F..%2Fhealth'],
  ['"__proto__"', '__proto__'],
  ['"constructor"', 'constructor'],
  ['a percent sign', '%'],
];

export function badInputsFor(route: RouteDef, fixture: RouteFixture, valid: RouteRequest): BadInput[] {
  const cases: BadInput[] = [];
  const body = valid.body ?? {};
  const freeText = new Set(fixture.freeText ?? []);
  const choices = new Set(fixture.choices ?? []);
  const nullable = new Set(fixture.nullable ?? []);
  const withBody = (text: string): Call => ({ ...valid, rawBody: text });
  const withField = (field: string, value: unknown): Call => ({ ...valid, body: { ...body, [field]: value } });
  /** The valid body with one field's JSON replaced by raw text (deep nesting cannot go through JSON.stringify). */
  const withRawField = (field: string, raw: string): Call =>
    withBody(JSON.stringify({ ...body, [field]: '__raw_value__' }).replace(PLACEHOLDER, raw));

  /** Prototype names must be refused by list fields; control characters by every field but free text. */
  const hostile = (field: string): BadInput[] =>
    [
      ...prototypeNames.map(([what, text]) => ({ what: `${field} = ${what}`, text, mayAccept: !choices.has(field) })),
      { what: `${field} = control characters`, text: CONTROL, mayAccept: freeText.has(field) },
    ].map(({ what, text, mayAccept }) => ({ what, call: withField(field, text), mayAccept }));

  if (route.method === 'POST' || route.method === 'PUT') {
    for (const [what, text] of malformedJson) cases.push({ what, call: withBody(text) });
    for (const [what, text] of nonObjects(body)) cases.push({ what, call: withBody(text) });
    cases.push({ what: 'a 5,000-deep array as the body', call: withBody(deepArray) });
    cases.push({
      what: 'a 5,000-deep unknown key',
      call: withBody(JSON.stringify(body).replace(/^\{/, `{"deep":${deepObject},`)),
      mayAccept: true,
    });
    cases.push({
      what: 'a __proto__ key',
      call: withBody(JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":true},')),
      mayAccept: true,
    });
    cases.push({
      what: 'a constructor.prototype key',
      call: withBody(JSON.stringify(body).replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},')),
      mayAccept: true,
    });
    for (const [field, value] of Object.entries(body)) {
      for (const [what, bad] of refusedValues(value, nullable.has(field)))
        cases.push({ what: `${field} = ${what}`, call: withField(field, bad) });
      cases.push({ what: `${field} = a 5,000-deep array`, call: withRawField(field, deepArray) });
      cases.push({ what: `${field} = a 5,000-deep object`, call: withRawField(field, deepObject) });
      if (typeof value === 'string') cases.push(...hostile(field));
    }
  }

  for (const [key, value] of Object.entries(valid.query ?? {})) {
    const withQuery = (v: string): Call => ({ ...valid, query: { ...valid.query, [key]: v } });
    for (const [what, text] of prototypeNames)
      cases.push({ what: `query ${key} = ${what}`, call: withQuery(text), mayAccept: !choices.has(key) });
    cases.push({ what: `query ${key} = control characters`, call: withQuery(CONTROL), mayAccept: freeText.has(key) });
    cases.push({ what: `query ${key} = a 6,000-character string`, call: withQuery('x'.repeat(6000)) });
    cases.push({
      what: `query ${key} given twice`,
      call: { ...valid, query: undefined, rawQuery: `${key}=${value}&${key}=${value}` },
    });
    cases.push({ what: `query ${key} = %ZZ`, call: { ...valid, query: undefined, rawQuery: `${key}=%ZZ` } });
  }

  for (const param of pathParams(route.path)) {
    for (const [what, raw] of badPathIds) {
      cases.push({ what: `{${param}} = ${what}`, call: { ...valid, rawParams: { [param]: raw } } });
      if (raw === '%ZZ' || raw.length === 2000)
        cases.push({
          what: `{${param}} = ${what}, without a token`,
          call: { ...valid, rawParams: { [param]: raw } },
          anonymous: true,
        });
    }
  }
  return cases;
}
