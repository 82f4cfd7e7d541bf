import type { SeededTenant } from './protocol.js';

/**
 * One request of each kind before any load: a wrong token or a broken route
 * should stop the run with its reason, not show up as 10 s of fast 401s.
 * Reading tenant B's customer with tenant A's token must fail, so the read
 * being measured really goes through row-level security.
 */
export async function checkEndpoints(
  baseUrl: string,
  token: string,
  [own, other]: readonly SeededTenant[],
): Promise<void> {
  const ownId = own?.customerIds[0];
  const otherId = other?.customerIds[0];
  if (ownId === undefined || otherId === undefined) {
    throw new Error('the bench server seeded fewer than two tenants with customers');
  }
  await expectStatus(`${baseUrl}/api/health`, undefined, 200);
  const body = await expectStatus(`${baseUrl}/api/customer/${ownId}`, token, 200);
  if (!body.includes(`"id":${ownId}`)) {
    throw new Error(`GET /api/customer/${ownId} answered another customer: ${body}`);
  }
  await expectStatus(`${baseUrl}/api/customer/${otherId}`, token, 404);
}

async function expectStatus(url: string, token: string | undefined, expected: number) {
  const response = await fetch(url, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== expected) {
    throw new Error(
      `GET ${new URL(url).pathname} answered ${response.status}, expected ${expected}: ${body}`,
    );
  }
  return body;
}
