import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * FedEx's published OpenAPI document for the Rates and Transit Times API, kept verbatim in
 * test/contracts/fedex/, and checks built on it: JSON-schema validation (ajv) of requests,
 * replies and error answers, plus a check that a request uses no field the document does not
 * declare — the schemas allow extra fields, so a misspelt one (shipDatestamp) would pass ajv.
 */

type Schema = Record<string, unknown>;

const document = JSON.parse(
  readFileSync(new URL('./contracts/fedex/rate-openapi.json', import.meta.url), 'utf8'),
) as {
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content: Record<string, { example?: unknown }> }> }
    >
  >;
};
const schemas = document.components.schemas;

const ajv = new Ajv({ strict: false, allErrors: true });
// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (instance: Ajv) => Ajv;
addFormats(ajv);
// The document writes one date format as a pattern description; it is informative only.
ajv.addFormat('[YYYY-MM-DD]', true);
ajv.addSchema({ components: document.components }, 'fedex');

const validators = new Map<string, ValidateFunction>();
function validator(schemaName: string): ValidateFunction {
  let validate = validators.get(schemaName);
  if (!validate) {
    validate = ajv.getSchema(`fedex#/components/schemas/${schemaName}`);
    if (!validate) throw new Error(`The FedEx contract has no schema ${schemaName}`);
    validators.set(schemaName, validate);
  }
  return validate;
}

/** Problems of a value against a named schema of the document (empty when it conforms). */
export function contractProblems(schemaName: string, value: unknown): string[] {
  const validate = validator(schemaName);
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = schemas[name];
    if (!target) throw new Error(`Unresolved reference ${ref}`);
    return resolve(target);
  }
  return schema;
}

/** Every branch a schema is made of (allOf, oneOf, anyOf), resolved. */
function branches(schema: Schema): Schema[] {
  const resolved = resolve(schema);
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) =>
    Array.isArray(resolved[key]) ? (resolved[key] as Schema[]) : [],
  );
  return [resolved, ...parts.flatMap(branches)];
}

/**
 * Fields the contract's own examples use that its schemas leave out: `streetLines` on a rate
 * address (FedEx's example request sends it for both parties).
 */
const EXAMPLE_FIELDS = new Set(['streetLines']);

/** Paths of fields in `value` that the schema (and every schema it is made of) does not declare. */
export function undeclaredFields(schemaName: string, value: unknown): string[] {
  const found: string[] = [];
  const walk = (schema: Schema, node: unknown, path: string) => {
    const parts = branches(schema);
    if (Array.isArray(node)) {
      const items = parts.flatMap((part) => (part.items ? [part.items as Schema] : []));
      node.forEach((item, index) => {
        for (const itemSchema of items) walk(itemSchema, item, `${path}[${index}]`);
      });
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const properties = new Map<string, Schema[]>();
    for (const part of parts) {
      for (const [key, property] of Object.entries(
        (part.properties ?? {}) as Record<string, Schema>,
      )) {
        properties.set(key, [...(properties.get(key) ?? []), property]);
      }
    }
    for (const [key, child] of Object.entries(node)) {
      const declared = properties.get(key);
      if (!declared) {
        if (!EXAMPLE_FIELDS.has(key)) found.push(`${path}.${key}`);
        continue;
      }
      for (const property of declared) walk(property, child, `${path}.${key}`);
    }
  };
  walk({ $ref: `#/components/schemas/${schemaName}` }, value, '$');
  return [...new Set(found)];
}

/**
 * A rate request as FedEx defines it. The document's request body is a oneOf over its sample
 * payloads, which overlap (any request matches several), so requests are checked against the
 * full request schema, Full_Schema_Quote_Rate, which every sample is a subset of.
 */
export function rateRequestProblems(request: unknown): string[] {
  return [
    ...contractProblems('Full_Schema_Quote_Rate', request),
    ...undeclaredFields('Full_Schema_Quote_Rate', request).map(
      (path) => `${path} is not a FedEx field`,
    ),
  ];
}

export function rateReplyProblems(reply: unknown): string[] {
  return contractProblems('RatcResponseVO', reply);
}

const ERROR_SCHEMAS: Record<number, string> = {
  400: 'ErrorResponseVO',
  401: 'ErrorResponseVO401',
  403: 'ErrorResponseVO403',
  404: 'ErrorResponseVO404',
  500: 'ErrorResponseVO500',
  503: 'ErrorResponseVO503',
};

/** An error answer of a status the document lists, in that status's shape. */
export function errorReplyProblems(status: number, body: unknown): string[] {
  const schema = ERROR_SCHEMAS[status];
  if (!schema) return [`FedEx's contract lists no ${status} answer`];
  const problems = contractProblems(schema, body);
  const errors = (body as { errors?: unknown[] } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) problems.push('/errors is empty');
  return problems;
}

/** The contract's example files, as FedEx's documentation gives them. */
export function contractExample(name: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`./contracts/fedex/examples/${name}`, import.meta.url), 'utf8'),
  ) as unknown;
}

/** The example error body FedEx's document gives for a status of the rates call. */
export function documentedErrorExample(status: number): unknown {
  const responses = document.paths['/rate/v1/rates/quotes']?.post?.responses;
  const example = responses?.[String(status)]?.content['application/json']?.example;
  if (example === undefined) throw new Error(`The FedEx contract gives no ${status} example`);
  return example;
}
