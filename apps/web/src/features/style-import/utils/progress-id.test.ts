import { importStylesBodySchema } from '@spool/contracts';
import { describe, expect, it } from 'vitest';
import { newProgressId } from './progress-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newProgressId', () => {
  it('is a version 4 UUID the import call accepts, with or without crypto.randomUUID', () => {
    const withoutRandomUuid: Pick<Crypto, 'getRandomValues'> = {
      getRandomValues: (array) => crypto.getRandomValues(array),
    };
    for (const id of [newProgressId(), newProgressId(withoutRandomUuid)]) {
      expect(id).toMatch(uuidV4);
      const body = importStylesBodySchema.safeParse({
        importType: 1,
        name: 'season.xlsx',
        rows: [['Style name']],
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
        progressId: id,
      });
      expect(body.success).toBe(true);
    }
  });

  it('differs from one import to the next', () => {
    const ids = new Set(
      Array.from({ length: 200 }, () =>
        newProgressId({ getRandomValues: (a) => crypto.getRandomValues(a) }),
      ),
    );
    expect(ids.size).toBe(200);
  });
});
