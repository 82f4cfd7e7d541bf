import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as contractModule from '@spool/contracts';
import type { Contract } from '@spool/contracts';
import { apiExamples, type ApiExample } from './openapi-examples.js';

const apiDescription = [
  'Thread consumption and costing for garment makers.',
  '',
  'Every call but the public ones takes an OpenID Connect access token as a bearer token. ' +
    'Each operation names the permission its caller must hold, in its description and as ' +
    '`x-spool-permission` (`x-spool-any-permission-of` when one of several will do); a caller ' +
    'without it gets 403 before its input is read.',
  '',
  '`info.version` is the version of Spool that serves this document. A route that changes ' +
    'incompatibly (a field removed, renamed or retyped, a new required input, another meaning) ' +
    'gets a new path beside the old one, which keeps answering as it did.',
].join('\n');

const accessText: Record<Contract['access'], string> = {
  public: 'Public: no token needed.',
  signedIn: 'Any signed-in user, of the host or of a tenant (bearer token).',
  tenant: 'A signed-in user of a tenant (bearer token); the work is on that tenant’s data.',
  host: 'A signed-in user of the host (bearer token).',
};

/**
 * What the API page says of a route besides its schemas: who may call it, in words for a person
 * and as extensions for a program.
 */
export function openApiOperation(contract: Contract): Record<string, unknown> {
  const { access, permission, anyPermissionOf } = contract;
  const permissionText =
    access === 'public'
      ? undefined
      : permission !== undefined
        ? `**Permission:** \`${permission}\`.`
        : anyPermissionOf !== undefined && anyPermissionOf.length > 0
          ? `**Permission:** one of ${anyPermissionOf.map((name) => `\`${name}\``).join(', ')}; ` +
            'the work checks the one its input needs.'
          : '**Permission:** none beyond signing in.';
  return {
    description: [permissionText, accessText[access]].filter(Boolean).join('\n\n'),
    'x-spool-access': access,
    ...(permission !== undefined && { 'x-spool-permission': permission }),
    ...(permission === undefined &&
      anyPermissionOf !== undefined &&
      anyPermissionOf.length > 0 && { 'x-spool-any-permission-of': [...anyPermissionOf] }),
  };
}

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'response' in value;

/**
 * The contracts among a module's exports, and in the plain objects and arrays that group them
 * (a named list's six calls), a level or two down.
 */
export function contractsIn(value: unknown, depth = 2): Contract[] {
  if (isContract(value)) return [value];
  if (depth === 0 || typeof value !== 'object' || value === null) return [];
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return [];
  return Object.values(value).flatMap((item) => contractsIn(item, depth - 1));
}

/** `POST /api/import Import styles…`: a route as the router makes it from a contract. */
const routeKey = (method: string, path: string, summary: string) => `${method} ${path} ${summary}`;

/**
 * Every contract by its route. The router registers each at its method and path with its
 * summary, so the page finds a route's contract here without the router knowing about the page.
 * The summary tells apart a contract that documents one case of another's route (the cost
 * file's upload, served by the import's route).
 */
const contractsByRoute = new Map(
  contractsIn({ ...contractModule }).map((contract) => [
    routeKey(contract.method, contract.path, contract.summary),
    contract,
  ]),
);

/** The contract a route was made from, if any (the sign-in pages and the web app have none). */
export function contractOfRoute(
  method: unknown,
  url: string,
  summary: unknown,
): Contract | undefined {
  return typeof method === 'string' && typeof summary === 'string'
    ? contractsByRoute.get(routeKey(method, url, summary))
    : undefined;
}

type Media = { schema?: unknown; examples?: Record<string, { summary: string; value: unknown }> };
type Operation = {
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<
    string,
    { description: string; headers?: object; content?: Record<string, Media> }
  >;
};
type Document = { paths?: Record<string, Record<string, Operation>> };

/** `/api/style/:id` as OpenAPI writes it: `/api/style/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * Puts each example on its operation: parameters, request body and the success answer (a
 * download's media type and file name). An example whose operation or media is missing is an
 * error, so that it cannot silently fall off the page.
 */
export function withExamples<D extends object>(document: D, examples: readonly ApiExample[]): D {
  const { paths } = document as Document;
  for (const example of examples) {
    const { contract, summary } = example;
    const name = `${contract.method} ${contract.path}`;
    const operation = paths?.[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
    if (!operation) throw new Error(`The example of ${name} has no operation`);
    for (const parameter of operation.parameters ?? []) {
      const values = { path: example.params, query: example.query }[parameter.in];
      if (values && parameter.name in values) parameter.example = values[parameter.name];
    }
    if (example.body !== undefined) {
      const media = operation.requestBody?.content?.['application/json'];
      if (!media) throw new Error(`The example of ${name} has no JSON request body`);
      media.examples = { example: { summary, value: example.body } };
    }
    const status = String(contract.status);
    if ('json' in example.response) {
      const media = operation.responses?.[status]?.content?.['application/json'];
      if (!media) throw new Error(`The example of ${name} has no JSON answer ${status}`);
      media.examples = { example: { summary, value: example.response.json } };
    } else {
      const { contentType, fileName } = example.response.file;
      operation.responses = {
        ...operation.responses,
        [status]: {
          description: `A download, saved as \`${fileName}\` (for example) by its Content-Disposition.`,
          headers: {
            'Content-Disposition': {
              schema: { type: 'string' },
              example: `attachment; filename="${fileName}"`,
            },
          },
          content: { [contentType]: { schema: { type: 'string', format: 'binary' } } },
        },
      };
    }
  }
  return document;
}

/**
 * OpenAPI generated from the contracts' zod schemas, with the main calls' examples; the
 * browsable docs at /api/docs. `version` is the release (`readVersion`).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Spool API', description: apiDescription, version },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      const contract = contractOfRoute(route.route.method, route.url, route.schema?.summary);
      return contract
        ? { ...transformed, schema: { ...transformed.schema, ...openApiOperation(contract) } }
        : transformed;
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? withExamples(documentObject.openapiObject, apiExamples)
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
