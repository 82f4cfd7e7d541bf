import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationDto, SingleGarmentReportDto, StyleDto } from '@spool/contracts';
import { sampleJeansOperations } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { seededThread, twoSeededTenants } from '../../testing/style-fixtures.js';
import { packageSizes, stitchTypes } from '../../platform/db/schema/reference.js';
import { seedTenantCatalogue } from '../catalogue/index.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let viewer: string;
let outsider: string;

const stylePermissions = [
  'Spool.Reports',
  'Spool.Styles',
  'Spool.Styles.Create',
  'Spool.Styles.Update',
  'Spool.Styles.Delete',
];

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'maria.planner',
    permissions: stylePermissions,
  });
  viewer = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'viewer',
      permissions: ['Spool.Styles'],
    }),
    tenantid: atlas,
  });
  outsider = await t.tokenOfNewUser({
    tenantId: borealis,
    userName: 'outsider',
    permissions: stylePermissions,
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const addSample = (token: string | undefined, language = 'en') =>
  call(token, 'POST', '/api/addSampleStyle', undefined, { 'accept-language': language });

const operationsOf = async (token: string, styleId: number) =>
  (await call(token, 'GET', `/api/getOperations?styleId=${styleId}`)).json<OperationDto[]>();

describe('the sample style', () => {
  it('is a five-pocket jeans whose operations are complete, threaded from the tenant’s own range', async () => {
    const response = await addSample(planner);
    expect(response.statusCode).toBe(201);
    const style = response.json<StyleDto>();
    expect(style).toMatchObject({
      name: 'Sample: five-pocket jeans',
      customer: 'Sample customer',
      productCategory: 'Bottoms',
      productType: 'Jeans',
      weightType: 'heavy',
      quantity: 2400,
      numberOfProductionLines: 2,
      createdBy: 'maria.planner',
    });
    expect((await call(planner, 'GET', `/api/style/${style.id}`)).json()).toEqual(style);

    const operations = await operationsOf(planner, style.id);
    expect(operations).toHaveLength(sampleJeansOperations.length);
    expect(operations.length).toBeGreaterThanOrEqual(12);
    expect(operations.map((operation) => operation.group)).toEqual(
      operations.map((_, index) => index + 1),
    );
    expect(operations.every((operation) => operation.isCompleteOperation)).toBe(true);
    const byDescription = new Map(
      operations.map((operation) => [operation.description, operation]),
    );

    // Felled inseams on the two-needle chainstitch: heavy corespun in the topstitch shade.
    const corespun = await seededThread(t.database, atlas, 'NSC120-5K');
    const inseam = byDescription.get('Close inseams (felled seam)');
    expect(inseam).toMatchObject({ stitchTypeCode: '4012', seamLength: 150, machines: 2 });
    expect(inseam?.styleOperations).toEqual([
      expect.objectContaining({
        needleName: 'Needle thread',
        brand: 'Northstar Corespun',
        ...corespun,
        shade: 'Natural',
      }),
      expect.objectContaining({ needleName: 'Looper thread', ...corespun, shade: 'Navy' }),
    ]);
    // Side seams in five-thread safety stitch: the overedge loopers run the finest thread.
    const fine = await seededThread(t.database, atlas, 'NSC180-5K');
    const sideSeams = byDescription.get('Close side seams');
    expect(sideSeams).toMatchObject({ stitchTypeCode: '516', seamLength: 210, bight: 10 });
    expect(sideSeams?.styleOperations.map((line) => line.packageSizeId)).toEqual([
      corespun.packageSizeId,
      corespun.packageSizeId,
      fine.packageSizeId,
      fine.packageSizeId,
    ]);
    // Complete: its single garment report is made, with every operation and some thread.
    const report = await call(planner, 'GET', `/api/report/singleGarmentPdf/${style.id}`);
    expect(report.statusCode).toBe(200);
    const figures = report.json<SingleGarmentReportDto>();
    expect(figures.operationSummary).toHaveLength(operations.length);
    expect(figures.totalConsumption).toBeGreaterThan(0);
    // Bartacks are a cycle: only the number of them.
    expect(byDescription.get('Bartacks at pockets and belt loops')).toMatchObject({
      stitchTypeCode: '3042',
      quantity: 16,
      seamLength: null,
    });
  });

  it('is named and described in the caller’s language, numbered when the name is taken', async () => {
    const arabic = (await addSample(planner, 'ar')).json<StyleDto>();
    expect(arabic).toMatchObject({
      name: 'نموذج: جينز بخمسة جيوب',
      customer: 'عميل نموذجي',
      productType: 'جينز',
    });
    expect((await operationsOf(planner, arabic.id))[0]?.description).toBe(
      'ثني حافة الجيوب الخلفية',
    );

    const french = (await addSample(planner, 'fr-FR,fr;q=0.9')).json<StyleDto>();
    expect(french.name).toBe('Exemple : jean cinq poches');
    const again = await addSample(planner, 'fr');
    expect(again.statusCode).toBe(201);
    expect(again.json<StyleDto>().name).toBe('Exemple : jean cinq poches 2');
    expect(again.json<StyleDto>().customerId).toBe(french.customerId);
  });

  it('is deleted like any style, with its operations', async () => {
    const style = (await addSample(planner, 'es')).json<StyleDto>();
    expect((await call(planner, 'DELETE', `/api/style/${style.id}`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `/api/style/${style.id}`)).statusCode).toBe(404);
    expect((await call(planner, 'GET', `/api/getOperations?styleId=${style.id}`)).statusCode).toBe(
      404,
    );
    // Its name is free again.
    expect((await addSample(planner, 'es')).json<StyleDto>().name).toBe(
      'Ejemplo: vaquero 5 bolsillos',
    );
  });

  it('needs the permission to create styles, and adds nothing without it', async () => {
    const before = (await call(planner, 'GET', '/api/styleCounts')).json<{ styles: number }>();
    const refused = await addSample(viewer);
    expect(refused.statusCode).toBe(403);
    expect((await addSample(undefined)).statusCode).toBe(401);
    const after = (await call(planner, 'GET', '/api/styleCounts')).json<{ styles: number }>();
    expect(after.styles).toBe(before.styles);
  });

  it('is added to the caller’s tenant only, with that tenant’s threads', async () => {
    const theirs = (await addSample(outsider)).json<StyleDto>();
    expect(theirs.name).toBe('Sample: five-pocket jeans');
    expect((await call(planner, 'GET', `/api/style/${theirs.id}`)).statusCode).toBe(404);
    const own = await seededThread(t.database, borealis, 'NSC120-5K');
    const [first] = await operationsOf(outsider, theirs.id);
    expect(first?.styleOperations[0]).toMatchObject(own);
    expect(first?.isCompleteOperation).toBe(true);
  });

  it('leaves operations incomplete when the range has no thread, and leaves out stitches the list lacks', async () => {
    const tenant = (await t.database.createTenant('Cobalt Stitching')).id;
    await inTenantTransaction(t.database, tenant, async (tx) => {
      await seedTenantCatalogue(tx);
      await tx.delete(packageSizes);
      await tx.delete(stitchTypes).where(eq(stitchTypes.code, '3042'));
    });
    const token = await t.tokenOfNewUser({
      tenantId: tenant,
      userName: 'cobalt.planner',
      permissions: stylePermissions,
    });
    const response = await addSample(token);
    expect(response.statusCode).toBe(201);
    const operations = await operationsOf(token, response.json<StyleDto>().id);
    expect(operations).toHaveLength(sampleJeansOperations.length - 1);
    expect(operations.some((operation) => operation.stitchTypeCode === '3042')).toBe(false);
    expect(operations.every((operation) => !operation.isCompleteOperation)).toBe(true);
    expect(
      operations
        .flatMap((operation) => operation.styleOperations)
        .every((line) => line.brandId === null),
    ).toBe(true);
  });
});
