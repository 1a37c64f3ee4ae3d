import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  openTestShop,
  sharedTestShop,
  signedInCustomer,
  type TestShop,
} from '../../../test/server-harness.ts';
import { openApiPath, type ApiDocument } from './document.ts';

// The API reference against the app itself: the document is valid OpenAPI 3.1, it lists exactly
// the routes the app registers, and each body it describes is the one its route takes.

// The reference's caller is the shop's owner (ADMIN_EMAILS), so the admin's calls read their
// bodies too; every customer call answers an admin as it answers its customer.
const shop = sharedTestShop({ env: { ADMIN_EMAILS: 'reference@example.com' } });

type JsonSchema = Record<string, unknown>;
interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// Strict, so a schema with a keyword JSON Schema does not know fails; zod writes nullable types as
// a list of types, which OpenAPI 3.1 allows.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (instance: Ajv2020) => Ajv2020;
addFormats(ajv);

/** The parts of OpenAPI 3.1 the shop's document uses, as JSON Schema: what each object must hold. */
const OPENAPI_3_1 = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    jsonSchemaDialect: { type: 'string', format: 'uri' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: {
        title: { type: 'string', minLength: 1 },
        version: { type: 'string', minLength: 1 },
        description: { type: 'string' },
      },
      additionalProperties: false,
    },
    servers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['url'],
        properties: { url: { type: 'string', minLength: 1 } },
        additionalProperties: false,
      },
    },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, description: { type: 'string' } },
        additionalProperties: false,
      },
    },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        minProperties: 1,
        propertyNames: { enum: METHODS },
        additionalProperties: { $ref: '#/$defs/operation' },
      },
    },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', additionalProperties: { type: ['object', 'boolean'] } },
        responses: { type: 'object', additionalProperties: { $ref: '#/$defs/response' } },
        securitySchemes: {
          type: 'object',
          additionalProperties: {
            type: 'object',
            required: ['type'],
            properties: {
              type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] },
              in: { enum: ['query', 'header', 'cookie'] },
              name: { type: 'string', minLength: 1 },
              description: { type: 'string' },
            },
            if: { properties: { type: { const: 'apiKey' } } },
            then: { required: ['in', 'name'], properties: { in: true, name: true } },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  $defs: {
    operation: {
      type: 'object',
      required: ['operationId', 'summary', 'responses'],
      properties: {
        operationId: { type: 'string', minLength: 1 },
        summary: { type: 'string', minLength: 1 },
        description: { type: 'string' },
        tags: { type: 'array', minItems: 1, items: { type: 'string' } },
        security: {
          type: 'array',
          items: { type: 'object', additionalProperties: { type: 'array' } },
        },
        parameters: { type: 'array', items: { $ref: '#/$defs/parameter' } },
        requestBody: {
          type: 'object',
          required: ['content'],
          properties: {
            required: { type: 'boolean' },
            description: { type: 'string' },
            content: { $ref: '#/$defs/content' },
          },
          additionalProperties: false,
        },
        responses: {
          type: 'object',
          minProperties: 1,
          propertyNames: { pattern: '^([1-5](\\d\\d|XX)|default)$' },
          additionalProperties: {
            oneOf: [
              { $ref: '#/$defs/response' },
              {
                type: 'object',
                required: ['$ref'],
                properties: { $ref: { type: 'string', pattern: '^#/components/responses/' } },
                additionalProperties: false,
              },
            ],
          },
        },
      },
      additionalProperties: false,
    },
    parameter: {
      type: 'object',
      required: ['name', 'in', 'schema'],
      properties: {
        name: { type: 'string', minLength: 1 },
        in: { enum: ['query', 'header', 'path', 'cookie'] },
        required: { type: 'boolean' },
        description: { type: 'string' },
        schema: { type: ['object', 'boolean'] },
      },
      // A path parameter is always required (OpenAPI 3.1, Parameter Object).
      if: { properties: { in: { const: 'path' } } },
      then: { required: ['required'], properties: { required: { const: true } } },
      additionalProperties: false,
    },
    response: {
      type: 'object',
      required: ['description'],
      properties: { description: { type: 'string' }, content: { $ref: '#/$defs/content' } },
      additionalProperties: false,
    },
    content: {
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[a-z]+/[a-z0-9.+*-]+$' },
      additionalProperties: {
        type: 'object',
        properties: { schema: { type: ['object', 'boolean'] }, example: true },
        additionalProperties: false,
      },
    },
  },
};

let document: ApiDocument;
/** Every operation of the document, with its method and path. */
let operations: { method: string; path: string; operation: Operation }[];
let cookie: string;

beforeAll(async () => {
  const answer = await shop.request('/api/openapi.json');
  expect(answer.status).toBe(200);
  document = (await answer.json()) as ApiDocument;
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method,
      path,
      operation: operation as Operation,
    })),
  );
  cookie = await signedInCustomer(shop, 'reference@example.com');
});

/** A schema of the document with a reference to its components replaced by what it names. */
function resolved(schema: JsonSchema): JsonSchema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = (document.components.schemas as Record<string, JsonSchema>)[name];
  if (!target) throw new Error(`${ref} names no schema of the document`);
  return target;
}

const validators = new Map<JsonSchema, ValidateFunction>();
function validator(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(resolved(schema));
    validators.set(schema, validate);
  }
  return validate;
}

/** Where a value breaks a schema, in words; empty when it does not. */
function problems(schema: JsonSchema, value: unknown): string[] {
  const validate = validator(schema);
  return validate(value)
    ? []
    : (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
}

/** Every schema in the document, by where it is. */
function everySchema(): [string, JsonSchema][] {
  const found: [string, JsonSchema][] = Object.entries(
    document.components.schemas as Record<string, JsonSchema>,
  ).map(([name, schema]) => [`components.schemas.${name}`, schema]);
  for (const { method, path, operation } of operations) {
    const at = `${method.toUpperCase()} ${path}`;
    for (const parameter of operation.parameters ?? []) {
      found.push([`${at} ${parameter.in} ${parameter.name}`, parameter.schema]);
    }
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      found.push([`${at} body ${type}`, media.schema]);
    }
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        found.push([`${at} ${status} ${type}`, media.schema]);
      }
    }
  }
  return found;
}

/** A path of the document with each parameter filled in (an id no row has). */
const filled = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

/** The routes an app registers under /api, as `METHOD /path` (middleware left out). */
function registeredRoutes(app: TestShop['app']): string[] {
  const routes = app.routes
    // Middleware and the API's catch-all "nothing here" answer are registered for ALL methods.
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)];
}

/**
 * What the document lists and the app registers, compared: each registered route must be documented,
 * each documented one registered. A registered `/*` that the document does not list as `/{path}`
 * hands all below it to another router (better-auth): the document must list that router's calls
 * for the method, and those are registered through it.
 */
function compare(registered: string[], doc: ApiDocument) {
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  const mounts: { method: string; prefix: string }[] = [];
  const undocumented: string[] = [];
  for (const route of registered) {
    const [method = '', path = ''] = route.split(' ');
    if (documented.includes(`${method} ${openApiPath(path)}`)) continue;
    const prefix = path.endsWith('/*') ? path.slice(0, -1) : null;
    if (prefix && documented.some((entry) => entry.startsWith(`${method} ${prefix}`))) {
      mounts.push({ method, prefix });
    } else undocumented.push(route);
  }
  const exact = new Set(
    registered.map((route) => route.replace(/ (.*)$/, (_, p) => ` ${openApiPath(p)}`)),
  );
  const unregistered = documented.filter((entry) => {
    if (exact.has(entry)) return false;
    const [method = '', path = ''] = entry.split(' ');
    return !mounts.some((mount) => mount.method === method && path.startsWith(mount.prefix));
  });
  return { undocumented, unregistered, mounts };
}

describe('GET /api/openapi.json', () => {
  it('answers the reference, cacheable, and a revalidation with its ETag answers 304', async () => {
    const first = await shop.request('/api/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await shop.request('/api/openapi.json', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Made once: a second answer is the same document.
    expect(await (await shop.request('/api/openapi.json')).text()).toBe(await first.text());
  });

  it('is an OpenAPI 3.1 document whose every schema compiles under JSON Schema 2020-12', () => {
    expect(problems(OPENAPI_3_1, document)).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');

    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const { method, path, operation } of operations) {
      const at = `${method.toUpperCase()} ${path}`;
      // Each {param} of the path is a path parameter, and each path parameter is in the path.
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      const declared = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name)
        .sort();
      expect(declared, at).toEqual(inPath);
      for (const tag of operation.tags) expect(tags, at).toContain(tag);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(Object.keys(document.components.securitySchemes), at).toContain(scheme);
        }
      }
    }

    const schemas = everySchema();
    expect(schemas.length).toBeGreaterThan(100);
    for (const [where, schema] of schemas) {
      expect(() => validator(schema), where).not.toThrow();
    }
  });

  it('lists every route the app registers under /api, and no other', () => {
    const { undocumented, unregistered, mounts } = compare(registeredRoutes(shop.app), document);
    expect(undocumented).toEqual([]);
    expect(unregistered).toEqual([]);
    // better-auth answers everything below /api/auth through one route per method.
    expect(mounts).toEqual([
      { method: 'GET', prefix: '/api/auth/' },
      { method: 'POST', prefix: '/api/auth/' },
    ]);
    // The accounts' calls the shop's pages make are among them.
    const accounts = operations.filter(({ operation }) => operation.tags.includes('Accounts'));
    expect(accounts.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'GET /api/auth/verify-email',
        'POST /api/auth/request-password-reset',
        'GET /api/auth/reset-link',
        'POST /api/auth/reset-password',
        'GET /api/auth/get-session',
        'POST /api/auth/sign-out',
      ]),
    );
  });

  it('leaves out the Stripe webhook, which a shop without Stripe keys does not serve', () => {
    expect(document.paths).not.toHaveProperty(['/api/payments/stripe/webhook']);
  });

  it("describes each JSON body as its route reads it: the document's example is taken, an empty body is refused naming the required fields", async () => {
    const described = operations.filter(
      ({ operation }) => operation.requestBody?.content['application/json']?.example !== undefined,
    );
    // Every body the shop's own routes check with a schema has its example.
    expect(described.length).toBe(
      operations.filter(
        ({ operation }) =>
          !operation.operationId.startsWith('auth.') &&
          operation.requestBody?.content['application/json'] &&
          !operation.requestBody.content['application/csp-report'],
      ).length,
    );
    expect(described.length).toBeGreaterThanOrEqual(15);

    for (const { method, path, operation } of described) {
      const at = `${method.toUpperCase()} ${path}`;
      const media = operation.requestBody!.content['application/json']!;
      // The document's own schema takes its example.
      expect(problems(media.schema, media.example), at).toEqual([]);

      const send = (body: unknown) =>
        shop.request(filled(path), {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });

      // The route takes the example: whatever it answers (an id no row has: 404), it is not a
      // refusal of the body's fields.
      const taken = await send(media.example);
      const takenBody = (await taken.json().catch(() => null)) as {
        error?: { fields?: Record<string, string> };
      } | null;
      expect(taken.status, at).toBeLessThan(500);
      expect({ at, fields: takenBody?.error?.fields }).toEqual({ at, fields: undefined });
      const documented = operation.responses[String(taken.status)];
      expect(documented, `${at} answered ${taken.status}`).toBeDefined();
      const answerSchema = documented?.content?.['application/json']?.schema;
      if (answerSchema) expect(problems(answerSchema, takenBody), at).toEqual([]);

      // An empty body is refused naming exactly the fields the document requires.
      const required = ((resolved(media.schema)['required'] as string[] | undefined) ?? []).sort();
      const refused = await send({});
      const refusal = (await refused.json().catch(() => null)) as {
        error?: { fields?: Record<string, string> };
      } | null;
      const named = Object.keys(refusal?.error?.fields ?? {})
        .map((field) => field.split('.')[0])
        .filter((field) => field !== 'body');
      expect({ at, named: [...new Set(named)].sort() }).toEqual({ at, named: required });
      if (required.length > 0) expect(refused.status, at).toBe(400);
    }
  });

  it('answers each call that needs no parameter as the document says', async () => {
    // A row in each list, so their answers are checked with something in them.
    for (const list of ['cart', 'wishlist']) {
      const add = document.paths[`/api/${list}/items`]!.post as unknown as Operation;
      const created = await shop.request(`/api/${list}/items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(add.requestBody!.content['application/json']!.example),
      });
      expect(created.status).toBe(201);
    }
    const calls = operations.filter(
      ({ method, path, operation }) =>
        method === 'get' &&
        !path.includes('{') &&
        !operation.operationId.startsWith('auth.') &&
        !(operation.parameters ?? []).some((parameter) => parameter.required),
    );
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const { path, operation } of calls) {
      const answer = await shop.request(path, { headers: { cookie } });
      const documented = operation.responses[String(answer.status)];
      expect(documented, `GET ${path} answered ${answer.status}`).toBeDefined();
      const schema = documented?.content?.['application/json']?.schema;
      if (schema) expect(problems(schema, await answer.json()), `GET ${path}`).toEqual([]);
    }
  });
});

describe('the reference of a shop in production, taking cards through Stripe', () => {
  it('lists the Stripe webhook the app then registers, and names the session cookie it sets', async () => {
    const production = await openTestShop({
      seed: false,
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(40),
        PUBLIC_URL: 'https://shop.example',
        SITE_HOSTS: 'shop.example',
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      },
    });
    try {
      const answer = await production.request('/api/openapi.json');
      const reference = (await answer.json()) as ApiDocument;
      const { undocumented, unregistered } = compare(registeredRoutes(production.app), reference);
      expect(undocumented).toEqual([]);
      expect(unregistered).toEqual([]);
      expect(reference.paths).toHaveProperty(['/api/payments/stripe/webhook', 'post']);
      expect(reference.components.securitySchemes.session.name).toBe(
        '__Secure-better-auth.session_token',
      );
      expect(reference.servers).toEqual([{ url: 'https://shop.example' }]);
    } finally {
      await production.close();
    }
  });
});
