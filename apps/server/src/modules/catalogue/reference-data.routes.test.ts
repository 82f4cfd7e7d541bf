import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, NamedEntryDto, PackageSizeDto, StitchTypeDto } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle, twoSeededTenants } from '../../testing/style-fixtures.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let managerA: string;
let plannerA: string;
let managerB: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const manage = ['Spool.Catalogue', 'Spool.Catalogue.Manage'];
  const ids = {
    managerA: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'manager.a',
      permissions: manage,
    }),
    plannerA: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'planner.a',
      permissions: ['Spool.Catalogue'],
    }),
    managerB: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'manager.b',
      permissions: manage,
    }),
  };
  managerA = await t.issueToken({ sub: ids.managerA, tenantid: atlas });
  plannerA = await t.issueToken({ sub: ids.plannerA, tenantid: atlas });
  managerB = await t.issueToken({ sub: ids.managerB, tenantid: borealis });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

/** A style of Atlas with one 301 operation whose single line sews the given thread. */
const styleSewing = (
  name: string,
  line: { brandId: number; ticketTexId: number; packageSizeId: number },
) =>
  insertStyle(t.database, atlas, {
    name,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 11,
        lines: [{ needleName: 'Needle thread', shade: 'Navy', ...line }],
      },
    ],
  });

async function brandNamed(token: string, name: string): Promise<NamedEntryDto> {
  const page = await call(token, 'GET', `/api/brand?Filter=${encodeURIComponent(name)}`);
  const found = page.json<{ items: NamedEntryDto[] }>().items.find((brand) => brand.name === name);
  if (!found) throw new Error(`brand ${name} not found`);
  return found;
}

describe('brands, customers, product categories and product types', () => {
  it('starts a tenant with its example thread range, by name', async () => {
    const page = await call(plannerA, 'GET', '/api/brand');
    expect(page.statusCode).toBe(200);
    expect(page.json<{ items: NamedEntryDto[] }>().items.map((brand) => brand.name)).toEqual([
      'Heritage Textured Nylon',
      'Lumen Spun Polyester',
      'Northstar Corespun',
    ]);
  });

  it('creates, renames and deletes a brand; duplicates are refused ignoring case', async () => {
    const created = await call(managerA, 'POST', '/api/brand', { name: '  Arrow Poly  ' });
    expect(created.statusCode).toBe(201);
    const brand = created.json<NamedEntryDto>();
    expect(brand.name).toBe('Arrow Poly');

    const duplicate = await call(managerA, 'POST', '/api/brand', { name: 'arrow poly' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toEqual({
      code: 'Spool.Catalogue:DuplicateBrandName',
      message: 'A brand named "arrow poly" already exists.',
    });

    const renamed = await call(managerA, 'PUT', `/api/brand/${brand.id}`, {
      name: 'Arrow Polyester',
    });
    expect(renamed.json<NamedEntryDto>().name).toBe('Arrow Polyester');
    const clash = await call(managerA, 'PUT', `/api/brand/${brand.id}`, {
      name: 'NORTHSTAR CORESPUN',
    });
    expect(clash.statusCode).toBe(409);

    expect((await call(managerA, 'DELETE', `/api/brand/${brand.id}`)).statusCode).toBe(204);
    const gone = await call(managerA, 'GET', `/api/brand/${brand.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toEqual({
      code: 'Spool.Catalogue:BrandNotFound',
      message: `Brand ${brand.id} does not exist.`,
    });
  });

  it('refuses an empty or too long name, naming the field', async () => {
    const empty = await call(managerA, 'POST', '/api/productCategory', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).validationErrors).toEqual([
      { message: 'This field is required.', members: ['name'] },
    ]);
    const long = await call(managerA, 'POST', '/api/productType', { name: 'x'.repeat(31) });
    expect(errorOf(long).validationErrors).toEqual([
      { message: 'At most 30 characters.', members: ['name'] },
    ]);
  });

  it('lets a planner add customers, categories and types, but not change the thread range', async () => {
    expect(
      (await call(plannerA, 'POST', '/api/customer', { name: 'Polar Outfitters' })).statusCode,
    ).toBe(201);
    expect(
      (await call(plannerA, 'POST', '/api/productCategory', { name: 'Outerwear' })).statusCode,
    ).toBe(201);
    const brand = await call(plannerA, 'POST', '/api/brand', { name: 'Planner Thread' });
    expect(brand.statusCode).toBe(403);
    const northstar = await brandNamed(plannerA, 'Northstar Corespun');
    expect((await call(plannerA, 'DELETE', `/api/brand/${northstar.id}`)).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/brand')).statusCode).toBe(401);
  });

  it('orders the most used first, then by name, and refuses to delete what a style uses', async () => {
    const lumen = await brandNamed(managerA, 'Lumen Spun Polyester');
    const [ticketTex] = (
      await call(managerA, 'GET', `/api/getTickeTexsByBrandId?BrandId=${lumen.id}`)
    ).json<{ id: number }[]>();
    const [size] = (
      await call(managerA, 'GET', `/api/getPacakageSizesByTicketTexID?tktTexId=${ticketTex?.id}`)
    ).json<PackageSizeDto[]>();
    const line = {
      brandId: lumen.id,
      ticketTexId: ticketTex?.id ?? 0,
      packageSizeId: size?.id ?? 0,
    };
    const { customerId } = await styleSewing('Parka 1', line);
    await styleSewing('Parka 2', line);

    const brands = (await call(plannerA, 'GET', '/api/getBrandsOrderByMostFrequentlyUsed')).json<
      { name: string; usage: number }[]
    >();
    expect(brands.slice(0, 3)).toEqual([
      { id: lumen.id, name: 'Lumen Spun Polyester', usage: 2 },
      expect.objectContaining({ name: 'Heritage Textured Nylon', usage: 0 }),
      expect.objectContaining({ name: 'Northstar Corespun', usage: 0 }),
    ]);
    const usedCustomers = (
      await call(plannerA, 'GET', '/api/getCustomersOrderByMostFrequentlyUsed')
    ).json<{ id: number; usage: number }[]>();
    expect(usedCustomers[0]).toMatchObject({ id: customerId, usage: 1 });

    const inUse = await call(managerA, 'DELETE', `/api/brand/${lumen.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(errorOf(inUse)).toEqual({
      code: 'Spool.Catalogue:EntryInUse',
      message:
        '"Lumen Spun Polyester" is used 2 times in styles or operations and cannot be deleted.',
    });
    expect((await call(managerA, 'DELETE', `/api/packageSize/${size?.id}`)).statusCode).toBe(409);
    expect((await call(managerA, 'DELETE', `/api/ticketTex/${ticketTex?.id}`)).statusCode).toBe(
      409,
    );
    expect((await call(managerA, 'DELETE', `/api/customer/${customerId}`)).statusCode).toBe(409);
  });

  it('never shows or changes another tenant’s entries', async () => {
    const atlasOnly = await call(managerA, 'POST', '/api/brand', { name: 'Atlas House Thread' });
    const id = atlasOnly.json<NamedEntryDto>().id;
    expect((await call(managerB, 'GET', `/api/brand/${id}`)).statusCode).toBe(404);
    expect((await call(managerB, 'PUT', `/api/brand/${id}`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect((await call(managerB, 'DELETE', `/api/brand/${id}`)).statusCode).toBe(404);
    const names = (await call(managerB, 'GET', '/api/brand')).json<{ items: NamedEntryDto[] }>()
      .items;
    expect(names.map((brand) => brand.name)).not.toContain('Atlas House Thread');
    expect((await call(managerA, 'GET', `/api/brand/${id}`)).json<NamedEntryDto>().name).toBe(
      'Atlas House Thread',
    );
  });
});

describe('ticket/tex entries and package sizes', () => {
  it('lists a brand’s tickets, then a ticket’s package sizes, as the operation dialog cascades', async () => {
    const northstar = await brandNamed(plannerA, 'Northstar Corespun');
    const tickets = await call(
      plannerA,
      'GET',
      `/api/getTickeTexsByBrandId?BrandId=${northstar.id}`,
    );
    const withoutIds = (rows: { id: number }[]) => rows.map(({ id: _id, ...row }) => row);
    expect(withoutIds(tickets.json<{ id: number }[]>())).toEqual([
      { brandId: northstar.id, ticket: 120, tex: 27 },
      { brandId: northstar.id, ticket: 180, tex: 18 },
    ]);
    const [tkt120] = tickets.json<{ id: number }[]>();
    const sizes = await call(
      plannerA,
      'GET',
      `/api/getPacakageSizesByTicketTexID?tktTexId=${tkt120?.id}`,
    );
    expect(withoutIds(sizes.json<{ id: number }[]>())).toEqual([
      { ticketTexId: tkt120?.id, size: 2500, article: 'NSC120-2K5' },
      { ticketTexId: tkt120?.id, size: 5000, article: 'NSC120-5K' },
    ]);
    const unknown = await call(plannerA, 'GET', '/api/getTickeTexsByBrandId?BrandId=999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('adds a ticket/tex and a package size, refusing duplicates and a shared article', async () => {
    const heritage = await brandNamed(managerA, 'Heritage Textured Nylon');
    const created = await call(managerA, 'POST', '/api/ticketTex', {
      brandId: heritage.id,
      ticket: 80,
      tex: 40,
    });
    expect(created.statusCode).toBe(201);
    const ticketTexId = created.json<{ id: number }>().id;
    const again = await call(managerA, 'POST', '/api/ticketTex', {
      brandId: heritage.id,
      ticket: 80,
      tex: 40,
    });
    expect(errorOf(again)).toEqual({
      code: 'Spool.Catalogue:DuplicateTicketTex',
      message: 'This brand already has ticket 80 with tex 40.',
    });
    const negative = await call(managerA, 'POST', '/api/ticketTex', {
      brandId: heritage.id,
      ticket: -1,
      tex: 40,
    });
    expect(errorOf(negative).validationErrors).toEqual([
      { message: 'At least 0.01.', members: ['ticket'] },
    ]);
    // Below what the column holds: refused rather than stored as 0 (which broke every report).
    for (const tex of [0.001, 1e-7, 0.004, 5e-324]) {
      const tooSmall = await call(managerA, 'POST', '/api/ticketTex', {
        brandId: heritage.id,
        ticket: 81,
        tex,
      });
      expect(tooSmall.statusCode, String(tex)).toBe(400);
      expect(errorOf(tooSmall).validationErrors, String(tex)).toEqual([
        { message: 'At least 0.01.', members: ['tex'] },
      ]);
    }
    const threeDecimals = await call(managerA, 'POST', '/api/ticketTex', {
      brandId: heritage.id,
      ticket: 81,
      tex: 27.125,
    });
    expect(errorOf(threeDecimals).validationErrors).toEqual([
      { message: 'At most 2 decimals.', members: ['tex'] },
    ]);

    const cone = await call(managerA, 'POST', '/api/packageSize', {
      ticketTexId,
      size: 3000,
      article: 'HTN80-3K',
    });
    expect(cone.statusCode).toBe(201);
    expect(cone.json()).toMatchObject({ size: 3000, article: 'HTN80-3K' });
    const tinyCone = await call(managerA, 'POST', '/api/packageSize', { ticketTexId, size: 1e-7 });
    expect(errorOf(tinyCone).validationErrors).toEqual([
      { message: 'At least 0.01.', members: ['size'] },
    ]);
    const sameSize = await call(managerA, 'POST', '/api/packageSize', { ticketTexId, size: 3000 });
    expect(errorOf(sameSize)).toEqual({
      code: 'Spool.Catalogue:DuplicatePackageSize',
      message: 'This thread already has a 3000 m package.',
    });
    const sharedArticle = await call(managerA, 'POST', '/api/packageSize', {
      ticketTexId,
      size: 6000,
      article: 'nsc120-5k',
    });
    expect(sharedArticle.statusCode).toBe(409);
    expect(errorOf(sharedArticle).code).toBe('Spool.Catalogue:DuplicateArticle');

    const coneId = cone.json<PackageSizeDto>().id;
    const changed = await call(managerA, 'PUT', `/api/packageSize/${coneId}`, {
      size: 3500,
      article: 'HTN80-3K5',
    });
    expect(changed.json()).toMatchObject({ size: 3500, article: 'HTN80-3K5' });
    expect((await call(managerA, 'DELETE', `/api/ticketTex/${ticketTexId}`)).statusCode).toBe(204);
    expect((await call(managerA, 'GET', `/api/packageSize/${coneId}`)).statusCode).toBe(404);
  });
});

describe('stitch types', () => {
  it('lists the 75 stitch types of the catalogue with their component lines', async () => {
    const list = (await call(plannerA, 'GET', '/api/stitchType')).json<StitchTypeDto[]>();
    expect(list).toHaveLength(75);
    expect(list.find((stitch) => stitch.code === '504')).toMatchObject({
      name: 'Three-thread overedge',
      lines: [
        { line: 'needle', group: 'needle', name: 'Needle thread', threadCount: 1 },
        { line: 'under', group: 'under', name: 'Upper looper thread', threadCount: 1 },
        { line: 'under2', group: 'under', name: 'Lower looper thread', threadCount: 1 },
      ],
    });
    const needles = await call(
      plannerA,
      'GET',
      '/api/getStitchNeedlesByStitchTypeCode?stitchTypeCode=301',
    );
    expect(needles.json<{ name: string }[]>().map((line) => line.name)).toEqual([
      'Needle thread',
      'Bobbin thread',
    ]);
    const unknown = await call(
      plannerA,
      'GET',
      '/api/getStitchNeedlesByStitchTypeCode?stitchTypeCode=999',
    );
    expect(errorOf(unknown)).toEqual({
      code: 'Spool.Consumption:StitchTypeNotFound',
      message: 'Stitch type 999 does not exist.',
    });
  });

  it('renames a stitch type and its lines, one name per line', async () => {
    const list = (await call(managerA, 'GET', '/api/stitchType')).json<StitchTypeDto[]>();
    const lockstitch = list.find((stitch) => stitch.code === '301');
    const renamed = await call(managerA, 'PUT', `/api/stitchType/${lockstitch?.id}`, {
      name: 'Lockstitch (single needle)',
      lineNames: ['Top thread', 'Bobbin'],
    });
    expect(renamed.json<StitchTypeDto>().lines.map((line) => line.name)).toEqual([
      'Top thread',
      'Bobbin',
    ]);
    const short = await call(managerA, 'PUT', `/api/stitchType/${lockstitch?.id}`, {
      name: 'Lockstitch',
      lineNames: ['Top thread'],
    });
    expect(errorOf(short)).toEqual({
      code: 'Spool.Catalogue:StitchLinesMismatch',
      message: "Give one name for each of the stitch type's 2 component lines.",
    });
    const other = (await call(managerB, 'GET', '/api/stitchType')).json<StitchTypeDto[]>();
    expect(other.find((stitch) => stitch.code === '301')?.name).toBe('Lockstitch');
  });
});
