import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, maxStoredInteger } from '@spool/domain';
import type { Contract } from './contract.js';
import * as contracts from './index.js';
import { idParamsSchema, idSchema, textSchema, wholeNumberParamSchema } from './request-values.js';

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) =>
  ((def['checks'] as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (check) => check._zod.def,
  );

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Every contract the package exports, those of exported groups (`brandContracts` ...) too. */
const allContracts = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]): [string, Contract][] => {
    if (isContract(value)) return [[name, value]];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value)
      .filter((entry): entry is [string, Contract] => isContract(entry[1]))
      .map(([member, contract]) => [`${name}.${member}`, contract]);
  },
);

/**
 * The places in a request schema where unchecked text or an unbounded whole number
 * could reach the database: plain strings without the storable-text refinement (a
 * format, a pattern or an enum leaves no room for NUL), integers beyond `integer`.
 */
function uncheckedLeaves(schema: unknown, path: string, found: string[] = []): string[] {
  const def = defOf(schema);
  const walk = (inner: unknown, suffix = '') => uncheckedLeaves(inner, `${path}${suffix}`, found);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def);
      const constrained =
        typeof def['format'] === 'string' ||
        checks.some((check) => check['check'] === 'string_format');
      const storable = checks.some((check) => check['fn'] === isStorableText);
      if (!constrained && !storable) found.push(`${path}: text without the storable-text check`);
      break;
    }
    case 'number': {
      const checks = checksOf(def);
      const isInt = checks.some(
        (check) => check['check'] === 'number_format' && String(check['format']).includes('int'),
      );
      const bound = (kind: string) =>
        checks.some(
          (check) =>
            check['check'] === kind && Math.abs(Number(check['value'])) <= maxStoredInteger + 1,
        );
      if (isInt && !(bound('greater_than') && bound('less_than'))) {
        found.push(`${path}: a whole number without bounds within integer`);
      }
      break;
    }
    case 'object':
      for (const [key, value] of Object.entries(def['shape'] as Record<string, unknown>)) {
        walk(value, `.${key}`);
      }
      if (def['catchall'] !== undefined && defOf(def['catchall']).type !== 'never') {
        walk(def['catchall'], '.*');
      }
      break;
    case 'array':
      walk(def['element'], '[]');
      break;
    case 'record':
      walk(def['keyType'], '{key}');
      walk(def['valueType'], '{value}');
      break;
    case 'union':
      for (const option of def['options'] as unknown[]) walk(option);
      break;
    case 'pipe':
      if (defOf(def['in']).type !== 'transform') walk(def['in']);
      if (defOf(def['out']).type !== 'transform') walk(def['out']);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def['innerType']);
      break;
    default:
      break;
  }
  return found;
}

describe('the request schemas of every contract', () => {
  it('are found, named lists included', () => {
    expect(allContracts.length).toBeGreaterThanOrEqual(100);
  });

  it('are read by a check that finds plain text and unbounded whole numbers', () => {
    const schema = z.object({
      plain: z.string().trim(),
      count: z.number().int().min(0),
      checked: textSchema().trim(),
      stamp: z.uuid(),
      ids: z.array(idSchema()),
    });
    expect(uncheckedLeaves(schema, 'sample')).toEqual([
      'sample.plain: text without the storable-text check',
      'sample.count: a whole number without bounds within integer',
    ]);
  });

  it('check all their text for NUL and lone surrogates, and keep whole numbers within integer', () => {
    const unchecked = allContracts.flatMap(([name, contract]) =>
      (['params', 'query', 'body'] as const).flatMap((part) =>
        contract[part] ? uncheckedLeaves(contract[part], `${name} ${part}`) : [],
      ),
    );
    expect(unchecked).toEqual([]);
  });
});

describe('textSchema', () => {
  it('takes any text a person types, and refuses NUL and lone surrogates by name', () => {
    expect(textSchema().safeParse('Ürün 产品 👖').success).toBe(true);
    for (const text of ['a\u0000b', '\ud83d', 'x\udc56']) {
      const result = textSchema().safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        'validation.invalidCharacters',
      ]);
    }
  });
});

describe('ids', () => {
  it('go up to 2^31 - 1, the largest integer a row can have', () => {
    expect(idSchema().safeParse(maxStoredInteger).success).toBe(true);
    expect(idSchema().safeParse(maxStoredInteger + 1).error?.issues[0]?.message).toBe(
      'validation.max',
    );
    expect(idSchema().safeParse(0).error?.issues[0]?.message).toBe('validation.positive');
  });

  it('are read from a path as text, 2147483648 refused', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    const result = idParamsSchema.safeParse({ id: '2147483648' });
    expect(result.error?.issues).toMatchObject([{ path: ['id'], message: 'validation.max' }]);
    expect(wholeNumberParamSchema().safeParse('1e400').success).toBe(false);
  });
});
