// Checks response bodies against openapi.yaml: the declared schema of (method, path, status) for
// JSON responses. Statuses an operation does not declare (413, 415, a generic 404 …) must still be
// the contract's Error shape; they are recorded so a test can report them.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from 'vitest';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  a: Ajv2020,
) => Ajv2020;

const DOC_ID = 'https://seberang.test/openapi.json';
export const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId: string; responses: Record<string, unknown>; security?: unknown[] }>
  >;
  components: Record<string, Record<string, unknown>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...spec, $id: DOC_ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const cache = new Map<string, ValidateFunction>();

function compile(ref: string): ValidateFunction {
  let fn = cache.get(ref);
  if (!fn) {
    fn = ajv.compile({ $ref: `${DOC_ID}#/${ref}` });
    cache.set(ref, fn);
  }
  return fn;
}

/** The JSON pointer of a response's JSON schema, following a response-level $ref. */
function responseSchemaRef(method: string, path: string, status: number): string | null | undefined {
  const op = spec.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`openapi.yaml has no ${method} ${path}`);
  let response = op.responses[String(status)] as { $ref?: string; content?: Record<string, unknown> } | undefined;
  let base = pointer('paths', path, method.toLowerCase(), 'responses', String(status));
  if (!response) return undefined; // undeclared status
  if (response.$ref) {
    const name = response.$ref.replace('#/components/responses/', '');
    base = pointer('components', 'responses', name);
    response = spec.components['responses']?.[name] as typeof response;
  }
  if (!response?.content) return null; // declared without a body (303)
  if (!response.content['application/json']) return null; // non-JSON body (PDF, HTML)
  return `${base}/content/${pointer('application/json')}/schema`;
}

export const undeclared = new Set<string>();

export function operationOf(method: string, path: string): string {
  return spec.paths[path]?.[method.toLowerCase()]?.operationId ?? `${method} ${path}`;
}

/** Asserts that `body` is what openapi.yaml promises for this response. */
export function expectContract(method: string, path: string, status: number, body: unknown): void {
  const ref = responseSchemaRef(method, path, status);
  if (ref === null) return;
  let validate: ValidateFunction;
  if (ref === undefined) {
    undeclared.add(`${method.toUpperCase()} ${path} → ${status}`);
    expect(status, `${method} ${path} answered an undeclared success status`).toBeGreaterThanOrEqual(400);
    validate = compile(pointer('components', 'schemas', 'Error'));
  } else {
    validate = compile(ref);
  }
  const valid = validate(body);
  expect(
    valid,
    `${method} ${path} ${status} does not match openapi.yaml: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
  ).toBe(true);
  if (status >= 400) {
    const err = body as { status: number; message: string };
    expect(err.status).toBe(status);
    expect(err.message.length).toBeGreaterThan(0);
  }
}

/** Asserts an `{ status, message }` error body for a response no operation describes. */
export function expectErrorBody(status: number, body: unknown): void {
  const validate = compile(pointer('components', 'schemas', 'Error'));
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  expect((body as { status: number }).status).toBe(status);
}

/** Validates a STOMP PaymentMessage body. */
export function expectPaymentMessage(body: unknown): void {
  const validate = compile(pointer('components', 'schemas', 'PaymentMessage'));
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
}

export function allOperations(): { method: string; path: string; operationId: string }[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, operationId: op.operationId })),
  );
}
