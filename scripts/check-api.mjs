// Fails when openapi.yaml is not a valid OpenAPI 3.1 document, lacks a call of the product spec,
// has a component nothing refers to (the check of Redocly's `no-unused-components`, which
// redocly.yaml turns off for the one component used outside HTTP), or when kernel/schema.d.ts or
// kernel/public-paths.ts is stale against it (run `npm run gen:api` and commit them). Redocly's lint
// (`npm run lint:api`) runs beside it in the contract stage of `npm test`.
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { PUBLIC_PATHS_FILE, renderPublicPaths } from './public-paths.mjs';

const spec = new URL('../openapi.yaml', import.meta.url);
const validator = new Validator();
const result = await validator.validate(spec.pathname);
if (!result.valid) {
  console.error('openapi.yaml is not valid OpenAPI:', JSON.stringify(result.errors, null, 2));
  process.exit(1);
}
if (validator.version !== '3.1') {
  console.error(`openapi.yaml must be OpenAPI 3.1, found ${validator.version}`);
  process.exit(1);
}

// The 21 calls of spec §7, by method and path.
const required = [
  'post /api/auth/login',
  'post /api/auth/logout',
  'get /api/user/get',
  'post /api/auth/register',
  'get /api/auth/check-phone-number/{phone}',
  'post /api/auth/otp/send',
  'post /api/auth/otp/verify',
  'put /api/auth/forgot-password',
  'put /api/user/edit',
  'put /api/user/change-password',
  'delete /api/user/delete',
  'get /api/transaction/user/get-all',
  'get /api/transaction/get/{id}',
  'get /api/transaction/generate/{id}',
  'get /api/schedule/get-all/{date}',
  'get /api/schedule/get/{id}',
  'get /api/passenger/get-all',
  'get /api/vehicle/get-all',
  'post /api/transaction/order',
  'delete /api/schedule/locking/delete/{scheduleId}/{userId}',
  'get /api/route/get-all',
];
const doc = validator.specification;
const missing = required.filter((call) => {
  const [method, path] = call.split(' ');
  return !doc.paths?.[path]?.[method];
});
if (missing.length) {
  console.error('openapi.yaml lacks calls of the spec:', missing.join(', '));
  process.exit(1);
}

// Every reusable component is referred to somewhere, except the STOMP push body: no HTTP
// operation can refer to it (redocly.yaml says why its own rule is off).
const USED_OUTSIDE_HTTP = new Set(['#/components/schemas/PaymentMessage']);
const refs = new Set();
(function collect(node) {
  if (Array.isArray(node)) node.forEach(collect);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.add(value);
      else collect(value);
    }
})(doc);
const unused = ['schemas', 'responses', 'parameters', 'requestBodies', 'headers', 'examples'].flatMap((section) =>
  Object.keys(doc.components?.[section] ?? {})
    .map((name) => `#/components/${section}/${name}`)
    .filter((pointer) => !refs.has(pointer) && !USED_OUTSIDE_HTTP.has(pointer)),
);
if (unused.length) {
  console.error('openapi.yaml has components nothing refers to:', unused.join(', '));
  process.exit(1);
}
for (const pointer of USED_OUTSIDE_HTTP) {
  const [, , section, name] = pointer.split('/');
  if (!doc.components?.[section]?.[name]) {
    console.error(`scripts/check-api.mjs names ${pointer}, which openapi.yaml no longer has: drop it there.`);
    process.exit(1);
  }
}

const strip = (s) =>
  s
    .split('\n')
    .filter((l) => !/^\s*(\*|\/\*\*)/.test(l))
    .join('\n')
    .trim();
const generated = astToString(await openapiTS(spec));
const committed = await readFile(new URL('../kernel/schema.d.ts', import.meta.url), 'utf8').catch(() => '');
if (strip(generated) !== strip(committed)) {
  console.error('kernel/schema.d.ts is stale against openapi.yaml: run `npm run gen:api` and commit both.');
  process.exit(1);
}
const publicPaths = renderPublicPaths(parse(await readFile(spec, 'utf8')));
if (publicPaths !== (await readFile(PUBLIC_PATHS_FILE, 'utf8').catch(() => ''))) {
  console.error('kernel/public-paths.ts is stale against openapi.yaml: run `npm run gen:api` and commit both.');
  process.exit(1);
}
console.log(
  `openapi.yaml: valid OpenAPI ${validator.version}, ${required.length}/21 spec calls present, every component used, schema.d.ts and public-paths.ts up to date`,
);
