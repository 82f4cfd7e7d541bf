import type { Page } from '@playwright/test';
import { callApi, expect } from './fixtures.js';

/** The API of the styles and operations contracts and the reference lists (the specification's paths). */
const api = {
  style: '/api/style',
  needles: '/api/getStitchNeedlesByStitchTypeCode',
  brands: '/api/getBrandsOrderByMostFrequentlyUsed',
  ticketTexes: '/api/getTickeTexsByBrandId',
  packageSizes: '/api/getPacakageSizesByTicketTexID',
  saveOperation: '/api/saveOperation',
} as const;

/** A path with its query values. */
export const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** A style of the demo tenant made through the API, with the default custom setting. */
export async function createStyleByApi(
  page: Page,
  token: string,
  name: string,
  customSettingId = 0,
): Promise<{ id: number; name: string }> {
  const { status, body } = await callApi(page, 'POST', api.style, token, {
    name,
    quantity: 1200,
    numberOfProductionLines: 2,
    weightType: 2,
    customer: { name: 'Northwind Apparel' },
    productCategory: { name: 'Trousers' },
    productType: { name: 'Chino' },
    customSettingId,
  });
  expect(status).toBe(201);
  return body as { id: number; name: string };
}

/** An overlock (504) operation of the style: every line with the tenant's first thread, or none. */
export async function addOperationByApi(
  page: Page,
  token: string,
  styleId: number,
  group: number,
  description: string,
  withThread: boolean,
): Promise<void> {
  const needles = await callApi(
    page,
    'GET',
    withQuery(api.needles, { stitchTypeCode: '504' }),
    token,
  );
  const brands = await callApi(page, 'GET', api.brands, token);
  const brand = (brands.body as { id: number }[])[0];
  if (!brand) throw new Error('the demo tenant has no brand');
  const tickets = await callApi(
    page,
    'GET',
    withQuery(api.ticketTexes, { BrandId: brand.id }),
    token,
  );
  const ticket = (tickets.body as { id: number }[])[0];
  if (!ticket) throw new Error('the brand has no ticket');
  const sizes = await callApi(
    page,
    'GET',
    withQuery(api.packageSizes, { tktTexId: ticket.id }),
    token,
  );
  const size = (sizes.body as { id: number }[])[0];
  if (!size) throw new Error('the ticket has no package size');
  const saved = await callApi(page, 'POST', api.saveOperation, token, {
    styleId,
    group,
    isOnTeam: false,
    description,
    stitchTypeCode: '504',
    seamLength: 50,
    quantity: null,
    bight: 4,
    rate: 12,
    machines: 1,
    seamThikness: 1.5,
    seamLengthUnit: 0,
    styleOperations: (needles.body as { name: string }[]).map((needle) => ({
      needleName: needle.name,
      brandId: withThread ? brand.id : null,
      ticketTexId: withThread ? ticket.id : null,
      packageSizeId: withThread ? size.id : null,
      shade: withThread ? 'Navy' : null,
    })),
  });
  expect(saved).toEqual({ status: 200, body: true });
}
