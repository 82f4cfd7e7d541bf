import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerPermissions } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * What a factory's IT department does with the API page: generate TypeScript types from the
 * live document with openapi-typescript, compile a client on them (openapi-fetch) and call a
 * running server. A document the generator cannot read, or types that no longer fit the
 * answers, fail here.
 */

/** Under the repository's node_modules, so that the client finds openapi-fetch as a project would. */
const cacheRoot = fileURLToPath(
  new URL('../../../../../node_modules/.cache/spool/', import.meta.url),
);

/** The client an integrator writes; a type error in it fails the compilation below. */
const clientSource = `
import createClient from 'openapi-fetch';
import type { paths } from './spool-api.js';

type Style = paths['/api/style']['post']['responses'][201]['content']['application/json'];

export async function createThenSearch(baseUrl: string, token: string) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
  const created = await api.POST('/api/style', {
    body: {
      name: 'Typed client jeans',
      quantity: 600,
      numberOfProductionLines: 1,
      customer: { name: 'Polar Outfitters' },
      productCategory: { name: 'Bottoms' },
      productType: { name: 'Jeans' },
    },
  });
  if (!created.data) throw new Error(\`POST /api/style answered \${created.response.status}\`);
  const style: Style = created.data;
  const weight: 'light' | 'standard' | 'heavy' = style.weightType;
  // @ts-expect-error: the generated types know a style's name is text, not a number
  const wrong: number = style.name;
  const found = await api.GET('/api/getStyles', { params: { query: { name: 'Typed client' } } });
  if (!found.data) throw new Error(\`GET /api/getStyles answered \${found.response.status}\`);
  return {
    id: style.id,
    name: style.name,
    weight,
    unused: wrong,
    found: found.data.map((row) => ({ id: row.id, stage: row.stage })),
  };
}
`;

let t: TestApp;
let baseUrl: string;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await mkdir(cacheRoot, { recursive: true });
  workDir = await mkdtemp(join(cacheRoot, 'openapi-client-'));
  // The types are generated from the document the running server publishes.
  const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as object;
  const types = astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  await writeFile(join(workDir, 'package.json'), '{ "type": "module" }');
  await writeFile(join(workDir, 'spool-api.d.ts'), types);
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

/** Compiles the client and its generated types to JavaScript; the compiler's complaints, if any. */
function compile(files: readonly string[]): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    noUnusedLocals: true,
    skipLibCheck: true,
    outDir: workDir,
  });
  const emitted = program.emit();
  return [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics].map((diagnostic) =>
    ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  );
}

describe('a TypeScript client generated from the document', () => {
  it('compiles against the generated types and creates and finds a style', async () => {
    const tenantId = (await t.database.createTenant('Typed Client Garments')).id;
    const token = await t.tokenOfNewUser({
      tenantId,
      userName: 'integration',
      permissions: plannerPermissions,
    });
    await writeFile(join(workDir, 'client.ts'), clientSource);

    expect(compile([join(workDir, 'client.ts')])).toEqual([]);

    const client = (await import(pathToFileURL(join(workDir, 'client.js')).href)) as {
      createThenSearch(
        baseUrl: string,
        token: string,
      ): Promise<{
        id: number;
        name: string;
        weight: string;
        unused: string;
        found: { id: number; stage: string }[];
      }>;
    };
    const answer = await client.createThenSearch(baseUrl, token);
    expect(answer).toMatchObject({
      name: 'Typed client jeans',
      weight: 'standard',
      unused: 'Typed client jeans',
    });
    expect(answer.found).toEqual([{ id: answer.id, stage: 'estimate' }]);
  });

  it('does not compile a call that does not fit the document', async () => {
    await writeFile(
      join(workDir, 'wrong.ts'),
      [
        "import createClient from 'openapi-fetch';",
        "import type { paths } from './spool-api.js';",
        "const api = createClient<paths>({ baseUrl: 'http://spool.invalid' });",
        "export const call = api.POST('/api/style', { body: { name: 7 } });",
      ].join('\n'),
    );
    const complaints = compile([join(workDir, 'wrong.ts')]);
    expect(complaints.join('\n')).toMatch(/not assignable/);
  });
});
