// Request validation from openapi.yaml: OpenAPI 3.1 schemas are JSON Schema 2020-12, so Fastify's
// default draft-07 Ajv is replaced by Ajv2020 + formats. Path, query and header values arrive as
// strings and are coerced (page=2 → 2, isActive=true → true); bodies are never coerced, so
// `"123"` is not an integer and `1` is not a string. Extra body fields are refused, not removed.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS with a default export; under NodeNext interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv2020,
) => Ajv2020;

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false, // OpenAPI annotations (example, …) are not JSON Schema keywords
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    verbose: true, // an error carries its schema: formatValidationError names a refused `not`
  });
  addFormats(ajv);
  return ajv;
}

export function installValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const paramAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema as object),
  );
}

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** What the contract's shared patterns mean, for the 400's message (openapi.yaml, Conventions). */
const PATTERN_MESSAGES: Record<string, string> = {
  '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$': 'must not contain control characters',
  '^20[0-9]{2}-[0-9]{2}-[0-9]{2}$': 'must be a date (YYYY-MM-DD) of the years 2000 to 2099',
  '^20[0-9]{2}-': 'must be an instant of the years 2000 to 2099',
};

/** The pattern of the `not` that refuses a blank text (openapi.yaml: a reason, a ship's name). */
const BLANK_PATTERN = '^\\s*$';

/** One readable sentence for the first validation error: `body.driver.age must be integer`. */
export function formatValidationError(errors: ErrorObject[], dataVar: string): Error {
  const e = errors[0];
  const part = PART_NAMES[dataVar] ?? dataVar;
  if (!e) return new Error(`Invalid ${part}.`);
  const path = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  const where = path ? `${part}.${path}` : part;
  const params = e.params as Record<string, unknown>;
  let message: string;
  switch (e.keyword) {
    case 'additionalProperties':
      message = `${where} has an unknown field '${String(params['additionalProperty'])}'`;
      break;
    case 'required':
      message = `${where} is missing the required field '${String(params['missingProperty'])}'`;
      break;
    case 'enum':
      message = `${where} must be one of: ${(params['allowedValues'] as unknown[]).map(String).join(', ')}`;
      break;
    case 'type':
      message = `${where} must be ${String(params['type']).replace(',', ' or ')}`;
      break;
    case 'pattern':
      message = `${where} ${PATTERN_MESSAGES[String(params['pattern'])] ?? e.message ?? 'is invalid'}`;
      break;
    case 'not':
      // `not: { pattern: '^\s*$' }` beside the text guard: a reason or a name of spaces only.
      message =
        (e.schema as { pattern?: unknown } | undefined)?.pattern === BLANK_PATTERN
          ? `${where} must not be blank`
          : `${where} ${e.message ?? 'is invalid'}`;
      break;
    default:
      message = `${where} ${e.message ?? 'is invalid'}`;
  }
  return new Error(message.endsWith('.') ? message : `${message}.`);
}
