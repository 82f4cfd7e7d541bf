import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries derived from the contracts' zod schemas (zod 4's own
 * definitions), for the API fuzz suite: values a schema accepts, mostly, and the
 * same values with one part replaced by something hostile.
 */

type Def = Readonly<Record<string, unknown>> & { type: string };
type Check = { check: string; [key: string]: unknown };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] =>
  ((def['checks'] as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);

/** Longest generated text of a schema without a smaller maximum (long text is in the hostile set). */
const usualMaxLength = 40;
/** Largest number generated for a schema without a smaller bound. */
const usualMaxNumber = 1_000_000;

function lengthBounds(def: Def, usualMax: number) {
  let min = 0;
  let max = Infinity;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, Number(check['minimum']));
    if (check.check === 'max_length') max = Math.min(max, Number(check['maximum']));
    if (check.check === 'length_equals') min = max = Number(check['length']);
  }
  return { min, max: Math.max(min, Math.min(max, min + usualMax)) };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = [def, ...checks].find(
    (entry) => typeof entry['format'] === 'string' && entry['format'] !== 'regex',
  )?.['format'];
  const { min, max } = lengthBounds(def, usualMaxLength);
  const fits = (value: string) => value.length >= min && value.length <= max;
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress().filter((value) => value.length <= Math.max(max, 6));
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    default:
      break;
  }
  const pattern = checks.find((check) => check['pattern'] instanceof RegExp)?.['pattern'];
  if (pattern instanceof RegExp) {
    // Bounded: a pattern like `^[a-z]+$` may otherwise give text far longer than the maximum.
    // fast-check reads patterns without flags: ignoring case is dropped (the pattern's own case still matches).
    const matchable = new RegExp(pattern.source, pattern.flags.replace(/[igmsuy]/g, ''));
    return fc
      .stringMatching(matchable, { size: 'small' })
      .map((value) => (value.length > max ? value.slice(0, max) : value));
  }
  return fc
    .oneof(
      fc.string({ minLength: min, maxLength: max }),
      fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    )
    .filter(fits);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some(
    (check) => check.check === 'number_format' && String(check['format']).includes('int'),
  );
  let low = -usualMaxNumber;
  let high = usualMaxNumber;
  for (const check of checks) {
    const value = Number(check['value']);
    const step = check['inclusive'] === false ? (isInt ? 1 : 1e-6) : 0;
    if (check.check === 'greater_than') low = Math.max(low, value + step);
    if (check.check === 'less_than') high = Math.min(high, value - step);
  }
  if (low > high) return fc.constant(low);
  if (isInt) {
    const lo = Math.ceil(low);
    const hi = Math.floor(high);
    // Small values first: they name rows that exist (ids 1, 2, 3 ...).
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 10) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    );
  }
  return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values that the schema accepts (mostly: cross-field refinements are not followed). */
export function validValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validValue(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def['entries'] as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def['values'] as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'lazy':
      return validValue((def['getter'] as () => unknown)(), depth + 1);
    case 'pipe':
      // A preprocess (transform, then schema) takes what its schema takes; otherwise the input side.
      return defOf(def['in']).type === 'transform' ? inner('out') : inner('in');
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      const optional = (value: unknown) => {
        const type = defOf(value).type;
        return type === 'optional' || type === 'default' || type === 'prefault';
      };
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, validValue(value, depth + 1)]),
      );
      return fc.record(model, {
        requiredKeys: Object.keys(shape).filter((key) => !optional(shape[key])),
      });
    }
    case 'array': {
      const { min, max } = lengthBounds(def, 4);
      return fc.array(inner('element'), { minLength: min, maxLength: max });
    }
    case 'record':
      return fc.dictionary(
        validValue(def['keyType'], depth + 1) as fc.Arbitrary<string>,
        inner('valueType'),
        { maxKeys: 3 },
      );
    case 'union':
      return fc.oneof(
        ...(def['options'] as unknown[]).map((option) => validValue(option, depth + 1)),
      );
    case 'tuple':
      return fc.tuple(...(def['items'] as unknown[]).map((item) => validValue(item, depth + 1)));
    default:
      // any, unknown, custom, intersection...: anything JSON can carry.
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** One million characters: long text, just under the default 1 MiB body limit once in JSON. */
export const megabyteText = 'a'.repeat(1_000_000);

/** Text that has made servers fail: NUL, lone surrogates, numbers as text, a megabyte. */
const hostileText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '\udfff\ud800',
      '\ud83d',
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', '%00', '-1', '2147483648', '1e400', 'NaN') },
  { weight: 1, arbitrary: fc.constant(megabyteText) },
);

/** Numbers that have made servers fail: past 32 and 53 bits, past a double's range, fractions. */
const hostileNumber = fc.constantFrom(
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  5e-324,
);

/** Values of the wrong kind for any field. */
const wrongKind = fc.constantFrom(null, true, {}, [], [null], { '': null }, '1');

/** Anything hostile, whatever the field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, hostileNumber, wrongKind);

/** Characters to slip into otherwise valid text, so that the rest of the value still passes. */
const hostileCharacter = fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff');

/** Object keys that have made servers fail. */
const hostileKey = fc.constantFrom(
  '\u0000',
  'a\u0000',
  '\ud800',
  'constructor',
  'x'.repeat(10_000),
);

/**
 * A value of the schema with one part made hostile, chosen by the schema: a field's text
 * gets NUL or a lone surrogate slipped in (or is replaced by hostile text), a number
 * becomes one past its column, an object gets an odd key, any field a value of the wrong kind.
 */
export function mutatedValue(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => mutatedValue(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .tuple(validValue(schema), hostileCharacter, fc.nat())
            .map(([text, character, at]) => {
              const value = String(text);
              const index = at % (value.length + 1);
              return `${value.slice(0, index)}${character}${value.slice(index)}`;
            }),
        },
        { weight: 2, arbitrary: hostileText },
        { weight: 1, arbitrary: wrongKind },
      );
    case 'number':
      return fc.oneof(
        { weight: 4, arbitrary: hostileNumber },
        { weight: 1, arbitrary: def['coerce'] === true ? hostileText : wrongKind },
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'lazy':
      return mutatedValue((def['getter'] as () => unknown)(), depth + 1);
    case 'pipe':
      return defOf(def['in']).type === 'transform' ? inner('out') : inner('in');
    case 'object': {
      const shape = def['shape'] as Record<string, unknown>;
      const keys = Object.keys(shape);
      const oddKey = fc
        .tuple(validValue(schema, depth), hostileKey, hostileValue)
        .map(([value, key, odd]) => ({ ...(value as object), [key]: odd }));
      if (keys.length === 0) return fc.oneof(oddKey, wrongKind);
      const oneField = fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(validValue(schema, depth), mutatedValue(shape[key], depth + 1))
            .map(([value, odd]) => ({ ...(value as object), [key]: odd })),
        );
      return fc.oneof(
        { weight: 6, arbitrary: oneField },
        { weight: 1, arbitrary: oddKey },
        { weight: 1, arbitrary: wrongKind },
      );
    }
    case 'array':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(
              fc.array(validValue(def['element'], depth + 1), { maxLength: 3 }),
              inner('element'),
              fc.nat(),
            )
            .map(([items, odd, at]) => {
              const copy = [...items];
              copy.splice(at % (copy.length + 1), 0, odd);
              return copy;
            }),
        },
        { weight: 1, arbitrary: wrongKind },
      );
    case 'union':
      return fc.oneof(
        ...(def['options'] as unknown[]).map((option) => mutatedValue(option, depth + 1)),
      );
    case 'record':
      return fc.dictionary(hostileKey, validValue(def['valueType'], depth + 1), {
        minKeys: 1,
        maxKeys: 2,
      });
    default:
      return hostileValue;
  }
}

/** Valid and mutated values of the schema, and now and then anything hostile at all. */
export function fuzzValue(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (schema === undefined) {
    return fc.oneof(fc.constant(undefined), hostileValue);
  }
  return fc.oneof(
    { weight: 2, arbitrary: validValue(schema) },
    { weight: 5, arbitrary: mutatedValue(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
}
