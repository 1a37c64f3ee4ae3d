import * as z from 'zod/mini';
import { errorBodySchema } from '../../contract/errors.ts';
import {
  API_GROUPS,
  API_ROUTES,
  isJsonBody,
  type ApiGroup,
  type ApiRoute,
  type HttpMethod,
} from '../lib/api-routes.ts';

// The shop's API reference as an OpenAPI 3.1 document, made from the routes' own schemas
// (src/server/lib/api-routes.ts) and from better-auth's table of the endpoints it serves.

type JsonSchema = Record<string, unknown>;

/** One of better-auth's endpoints, as its router reads it: path, methods, body and query schemas. */
export interface AuthEndpoint {
  readonly path?: string;
  readonly options?: {
    readonly method?: string | readonly string[];
    readonly body?: unknown;
    readonly query?: unknown;
    readonly metadata?: {
      readonly SERVER_ONLY?: boolean;
      readonly openapi?: { readonly description?: string };
    };
  };
}

export interface ReferenceFacts {
  readonly brandName: string;
  readonly publicUrl: string;
  /** Whether the shop takes cards through Stripe: its webhook is served only then. */
  readonly stripe: boolean;
  readonly auth: {
    /** better-auth's endpoints by name (`auth.api`). */
    readonly endpoints: Readonly<Record<string, AuthEndpoint>>;
    /** Paths better-auth was told not to serve. */
    readonly disabledPaths: readonly string[];
    /** The session cookie's name, as better-auth sets it. */
    readonly sessionCookie: string;
  };
}

export const AUTH_BASE = '/api/auth';

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** What the accounts' calls the shop's pages make do, in the shop's words (docs/api.md says more). */
const AUTH_SUMMARIES: Readonly<Record<string, string>> = {
  '/sign-up/email': 'Creates an account; its address is confirmed by a mailed link.',
  '/sign-in/email': 'Signs in with e-mail and password: the answer sets the session cookie.',
  '/verify-email':
    'Confirms the address a mailed link names, signing in the browser that signed up.',
  '/send-verification-email': 'Mails a new confirmation link.',
  '/request-password-reset':
    'Mails a password reset link; answers the same whether or not the address has an account.',
  '/reset-link': 'The address a usable password reset link resets.',
  '/reset-password': 'Sets a new password with a reset link’s token; every session of it ends.',
  '/change-password': 'Changes the signed-in customer’s password.',
  '/verify-password': 'Checks the signed-in customer’s password.',
  '/sign-in/social': 'Starts a Google or Apple sign-in: answers the provider’s address.',
  '/callback/:id': 'Where Google or Apple return after a sign-in.',
  '/get-session': 'The session and its customer, or null.',
  '/sign-out': 'Signs out.',
};

/** A zod schema as JSON Schema 2020-12, without `$schema` (the document names its dialect). */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    // What JSON Schema cannot say (a check in code, a custom type) is left open: `{}`.
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json['$schema'];
  return json;
}

const isZodSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** `/callback/:id` → `/callback/{id}`; a trailing `*` is the rest of the path. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{path}');
}

function pathParameters(path: string, schemas: Readonly<Record<string, z.core.$ZodType>> = {}) {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const schema = schemas[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? jsonSchema(schema, 'input') : { type: 'string' },
    };
  });
}

function queryParameters(schema: z.core.$ZodType | undefined) {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const required = (json['required'] as string[] | undefined) ?? [];
  const properties = (json['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
}

function shopOperation(group: ApiGroup, key: string, route: ApiRoute) {
  const body = route.body;
  const parameters = [
    ...pathParameters(route.path, route.params),
    ...queryParameters(route.query),
    ...Object.entries(route.headers ?? {}).map(([name, description]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: { type: 'string' },
    })),
  ];
  return {
    operationId: `${group}.${key}`,
    tags: [API_GROUPS[group].name],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...(route.session === 'required' && { security: [{ session: [] }] }),
    // Either: a session changes what the call does (the order's owner), but none is needed.
    ...(route.session === 'optional' && { security: [{}, { session: [] }] }),
    ...(parameters.length > 0 && { parameters }),
    ...(body && {
      requestBody: isJsonBody(body)
        ? {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(body.schema, 'input'),
                example: body.example,
              },
            },
          }
        : {
            required: true,
            description: body.description,
            content: Object.fromEntries(body.mediaTypes.map((type) => [type, { schema: {} }])),
          },
    }),
    responses: {
      ...(route.session === 'required' && { 401: { description: 'No session: sign in first.' } }),
      ...Object.fromEntries(
        Object.entries(route.answers).map(([status, answer]) => [
          status,
          {
            description: answer.description,
            ...(answer.schema && {
              content: {
                [answer.mediaType ?? 'application/json']: {
                  schema: jsonSchema(answer.schema, 'output'),
                },
              },
            }),
          },
        ]),
      ),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

function authOperations(auth: ReferenceFacts['auth']) {
  const operations: { method: HttpMethod; path: string; operation: object }[] = [];
  // The endpoints better-auth's own router serves: each with a path, none marked server-only.
  for (const [name, endpoint] of Object.entries(auth.endpoints)) {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    if (auth.disabledPaths.includes(path)) continue;
    const methods = [options.method ?? []]
      .flat()
      .map((method) => method.toLowerCase())
      .filter((method): method is HttpMethod => (METHODS as readonly string[]).includes(method));
    for (const method of methods) {
      const body = isZodSchema(options.body) ? options.body : undefined;
      const parameters = [
        ...pathParameters(openApiPath(path)),
        ...queryParameters(isZodSchema(options.query) ? options.query : undefined),
      ];
      operations.push({
        method,
        path: `${AUTH_BASE}${openApiPath(path)}`,
        operation: {
          operationId: methods.length > 1 ? `auth.${name}.${method}` : `auth.${name}`,
          tags: ['Accounts'],
          summary:
            AUTH_SUMMARIES[path] ?? options.metadata?.openapi?.description ?? `better-auth ${path}`,
          ...(parameters.length > 0 && { parameters }),
          ...(body &&
            method !== 'get' && {
              requestBody: {
                required: body._zod.optin !== 'optional',
                content: { 'application/json': { schema: jsonSchema(body, 'input') } },
              },
            }),
          responses: {
            200: { description: 'better-auth’s answer.' },
            default: { description: 'An error: `{code, message}` (a limit: the shop’s error).' },
          },
        },
      });
    }
  }
  return operations;
}

/** The OpenAPI 3.1 document of every call the shop answers under /api. */
export function apiDocument(facts: ReferenceFacts) {
  const paths: Record<string, Record<string, object>> = {};
  const add = (method: HttpMethod, path: string, operation: object) => {
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is described twice`);
    item[method] = operation;
  };
  for (const [group, routes] of Object.entries(API_ROUTES) as [
    ApiGroup,
    Record<string, ApiRoute>,
  ][]) {
    for (const [key, route] of Object.entries(routes)) {
      if (route.onlyWith === 'stripe' && !facts.stripe) continue;
      add(route.method, route.path, shopOperation(group, key, route));
    }
  }
  for (const { method, path, operation } of authOperations(facts.auth))
    add(method, path, operation);

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: `${facts.brandName} API`,
      version: '1.0.0',
      description:
        'Every call the shop answers under /api. Bodies are JSON (at most 256 KB); writes other than the accounts’ must come from the shop’s own origin. The rules behind the answers are in docs/api.md.',
    },
    servers: [{ url: facts.publicUrl }],
    tags: [
      ...Object.values(API_GROUPS),
      {
        name: 'Accounts',
        description:
          'better-auth at /api/auth, listed from its own table of the endpoints it serves, with the body and query schemas it checks. Its errors answer `{code, message}`; the shop’s limits on it answer 429 with the shop’s error.',
      },
    ],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      responses: {
        Error: {
          description:
            'Refused: the kind (its HTTP status), a message for the customer, and for `invalid` the fields at fault.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: facts.auth.sessionCookie,
          description: 'The session cookie better-auth sets at sign-in (httpOnly).',
        },
      },
    },
  };
}

export type ApiDocument = ReturnType<typeof apiDocument>;
