import type { Page } from '@playwright/test';
import { callApi } from './fixtures.js';
import { withQuery } from './style-data.js';

/** A thread of the tenant's range: brand, ticket and package length in metres. */
export type ThreadChoice = { brand: string; ticket: number; sizeM: number };

/** The ids of a demo thread, as the operation dialog's lists give them. */
export async function threadIds(
  page: Page,
  token: string,
  thread: ThreadChoice,
): Promise<{ brandId: number; ticketTexId: number; packageSizeId: number }> {
  const brands = await callApi(page, 'GET', '/api/getBrandsOrderByMostFrequentlyUsed', token);
  const brand = (brands.body as { id: number; name: string }[]).find(
    (item) => item.name === thread.brand,
  );
  if (!brand) throw new Error(`no brand ${thread.brand}`);
  const tickets = await callApi(
    page,
    'GET',
    withQuery('/api/getTickeTexsByBrandId', { BrandId: brand.id }),
    token,
  );
  const ticket = (tickets.body as { id: number; ticket: number }[]).find(
    (item) => item.ticket === thread.ticket,
  );
  if (!ticket) throw new Error(`no ticket ${thread.ticket} of ${thread.brand}`);
  const sizes = await callApi(
    page,
    'GET',
    withQuery('/api/getPacakageSizesByTicketTexID', { tktTexId: ticket.id }),
    token,
  );
  const size = (sizes.body as { id: number; size: number }[]).find(
    (item) => item.size === thread.sizeM,
  );
  if (!size)
    throw new Error(`no package of ${thread.sizeM} m for ${thread.brand} ${thread.ticket}`);
  return { brandId: brand.id, ticketTexId: ticket.id, packageSizeId: size.id };
}

/** The names of a stitch type's component lines, as the tenant names them, in order. */
export async function needleNames(page: Page, token: string, code: string): Promise<string[]> {
  const needles = await callApi(
    page,
    'GET',
    withQuery('/api/getStitchNeedlesByStitchTypeCode', { stitchTypeCode: code }),
    token,
  );
  return (needles.body as { name: string }[]).map((needle) => needle.name);
}
