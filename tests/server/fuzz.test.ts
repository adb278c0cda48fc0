// Property-based fuzzing of every operation of openapi.yaml (issue #14): requests generated from the
// contract's own schemas (path, query, body), mixed with hostile values (NUL and other control
// characters, lone surrogates, 10^20, −1, huge arrays and strings, wrong types, 0000-01-01), sent
// over HTTP to a real test server — anonymous, as a passenger and, for an operation with `x-roles`,
// as each of its roles (officer, cashier, admin). Two properties hold for every request:
//   1. never a 5xx;
//   2. a refused request (4xx) changes nothing: a checksum of every table's rows is the same after.
// Beside the random runs, every string a request carries (each path and query parameter and each
// body field, nested ones included; passwords are exempt) is sent once with a NUL in an otherwise
// valid request, as a caller the operation admits: the answer is 400 naming that field (issue #37:
// the console's and the booth's text fields and queries answered 500).
// Error answers keep the contract's error shape ({ status, message }, status = the HTTP status).
// Fixed seed and bounded runs (printed), on PGlite and, when DATABASE_URL is set, on PostgreSQL too.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rowsOf, sql } from '../../server/db/client';
import { routes } from '../../server/db/schema';
import { createUser, freshPglite, ON_POSTGRES, startServer, XSRF, type TestServer, type TestUser } from './helpers';
import { spec } from './contract';

const SEED = 20261124;
/**
 * Generated requests per operation and backend (36 operations): 20 on PGlite alone, 12 on each
 * backend when DATABASE_URL adds PostgreSQL — about a minute in all on a 2-core machine.
 * FUZZ_RUNS overrides (e.g. FUZZ_RUNS=500 for a long hunt).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (ON_POSTGRES ? 12 : 20));
const OPERATOR_KEY = 'fuzz-operator-key';

type Schema = Record<string, any>;
type Operation = {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  body: { contentType: string; schema: Schema; required: boolean } | null;
  secured: boolean;
  roles: string[] | null;
};

const deref = (s: any): any => {
  let cur = s;
  while (cur && typeof cur === 'object' && typeof cur.$ref === 'string') {
    cur = cur.$ref
      .split('/')
      .slice(1)
      .reduce((o: any, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return cur;
};

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths as Record<string, any>)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as any;
      if (!op || typeof op !== 'object' || !op.operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const requestBody = deref(op.requestBody);
      const [contentType, media] = Object.entries((requestBody?.content ?? {}) as Record<string, any>)[0] ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        parameters,
        body: contentType ? { contentType, schema: media.schema, required: requestBody.required === true } : null,
        secured: Array.isArray(op.security) && op.security.length > 0,
        roles: Array.isArray(op['x-roles']) ? op['x-roles'] : null,
      });
    }
  }
  return ops;
}

// ── Hostile values ───────────────────────────────────────────────────────────────────────────
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  'line\nbreak',
  '\uD800',
  'x\uDFFFy',
  '0000-01-01',
  '9999-12-31',
  '-1',
  '1e20',
  '100000000000000000000',
  '2147483648',
  '',
  ' ',
  'x'.repeat(5_000),
  '𝕏🚢',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  'null',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  1e20,
  -1,
  0,
  2147483648,
  -2147483649,
  1.5,
  Number.MAX_SAFE_INTEGER,
  true,
  false,
  null,
  [],
  {},
  Array.from({ length: 3_000 }, () => 1),
  Array.from({ length: 20_000 }, () => ({ passengerId: 1, amount: 1 })), // over the 64 KiB body limit
  { nested: { deeper: ['\u0000'] } },
];
const hostileValue = fc.constantFrom(...HOSTILE_VALUES);
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

// ── Values from the contract's schemas ───────────────────────────────────────────────────────
const TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';

function validString(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 60, 120);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'date') {
    return fc.oneof(
      fc.constantFrom('2026-11-23', '2026-11-24', '2026-11-30', '2026-12-01'),
      fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    );
  }
  if (s.pattern && s.pattern !== TEXT_PATTERN) return fc.stringMatching(new RegExp(s.pattern));
  // ASCII text of any allowed length, and Unicode text (emoji, scripts, combining marks) short
  // enough that its UTF-16 length stays inside the limit.
  const ascii = fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
  const unicodeMax = Math.floor(maxLength / 4);
  if (minLength > unicodeMax) return ascii;
  const unicode = fc
    .string({ maxLength: unicodeMax, unit: 'grapheme' })
    .filter((v) => v.length >= minLength && v.length <= maxLength);
  return fc.oneof(ascii, unicode);
}

function validInteger(s: Schema): fc.Arbitrary<number> {
  const min = s.minimum ?? -1_000_000;
  const max = s.maximum ?? 1_000_000;
  // Small numbers first: they name the seeded routes, vehicles, passenger types and departures.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 30)) }),
    },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
  );
}

/** A value for `schema`: mostly valid, sometimes hostile (when `hostile` is on at this depth). */
function valueOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema) ?? {};
  const valid = validValue(s, depth);
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validValue(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  if (s.const !== undefined) return fc.constant(s.const);
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return fc.oneof(...(s[key] as Schema[]).map((x) => validValue(deref(x), depth)));
  }
  const types = ([] as string[]).concat(s.type ?? (s.properties ? 'object' : 'string'));
  const arbs = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(s);
      case 'integer':
        return validInteger(s);
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        if (depth > 4) return fc.constant([]);
        const maxLength = Math.min(s.maxItems ?? 5, 8);
        return fc.array(valueOf(s.items, depth + 1), { minLength: Math.min(s.minItems ?? 0, maxLength), maxLength });
      }
      case 'object':
      default: {
        if (depth > 4) return fc.constant({});
        const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
        const required = new Set<string>(s.required ?? []);
        const fields = props.map(([name, sub]) =>
          fc.tuple(fc.constant(name), valueOf(sub, depth + 1), fc.integer({ min: 0, max: 9 })).map(([n, v, dice]) =>
            // Required fields are nearly always there, optional ones half the time.
            (required.has(n) ? dice > 0 : dice >= 5) ? ([n, v] as const) : null,
          ),
        );
        const extra = fc.option(fc.tuple(fc.constantFrom('unknownField', '__proto__', 'constructor'), hostileValue), {
          freq: 8,
        });
        return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => {
          const o: Record<string, unknown> = {};
          for (const e of entries)
            if (e)
              Object.defineProperty(o, e[0], { value: e[1], enumerable: true, writable: true, configurable: true });
          if (more)
            Object.defineProperty(o, more[0], { value: more[1], enumerable: true, writable: true, configurable: true });
          return o;
        });
      }
    }
  });
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}

/** A path or query value: the schema's own values as text, or a hostile string. */
function paramValue(schema: Schema): fc.Arbitrary<string> {
  const valid = validValue(deref(schema) ?? {}, 0).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileString });
}

type Auth = 'anonymous' | 'passenger' | 'officer' | 'kasir' | 'admin';
/** The test caller of each role of `x-roles`. */
const ROLE_AUTH: Record<string, Auth> = { penumpang: 'passenger', petugas: 'officer', kasir: 'kasir', admin: 'admin' };
interface FuzzRequest {
  auth: Auth;
  path: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body; `raw`: sent as it is (broken JSON or the wrong media type). */
  body: { value: unknown } | { raw: string; contentType: string } | undefined;
  operatorKey: boolean;
}

function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const auths = [...new Set<Auth>(['anonymous', 'passenger', ...(op.roles ?? []).map((r) => ROLE_AUTH[r]!)])];
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map((p) => paramValue(p.schema).map((v) => [p.name, v] as const)))
    .map((e) => Object.fromEntries(e));
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(paramValue(p.schema), { freq: p.required ? 10 : 3 }).map((v) => [p.name, v] as const),
      ),
    )
    .map((e) => Object.fromEntries(e.filter(([, v]) => v !== null)) as Record<string, string>);
  const body: fc.Arbitrary<FuzzRequest['body']> = op.body
    ? fc.oneof(
        { weight: 8, arbitrary: valueOf(op.body.schema).map((value) => ({ value })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<FuzzRequest['body']>(
            undefined,
            { raw: '{"a":', contentType: 'application/json' },
            { raw: 'a=%00', contentType: 'text/plain' },
          ),
        },
      )
    : op.method === 'GET' || op.method === 'HEAD'
      ? fc.constant(undefined) // fetch cannot send one
      : fc
          .option(
            hostileValue.map((value) => ({ value })),
            { freq: 6 },
          )
          .map((b) => b ?? undefined);
  return fc.record({
    auth: fc.constantFrom(...auths),
    path,
    query,
    body,
    operatorKey: fc.boolean(),
  });
}

// ── Sending ──────────────────────────────────────────────────────────────────────────────────
const wellFormed = (v: string) => (v as string & { toWellFormed(): string }).toWellFormed();

function urlOf(base: string, op: Operation, r: FuzzRequest): string {
  const p = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(wellFormed(r.path[k] ?? '')));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) qs.set(k, wellFormed(v));
  const q = qs.toString();
  return `${base}${p}${q ? `?${q}` : ''}`;
}

function formEncode(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `value=${encodeURIComponent(wellFormed(String(value)))}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    qs.set(k, wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  return qs.toString();
}

async function send(
  s: TestServer,
  op: Operation,
  r: FuzzRequest,
  users: Record<Auth, TestUser | null>,
): Promise<{ status: number; text: string; type: string }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
  };
  const user = users[r.auth];
  if (user) headers['authorization'] = `Bearer ${user.token}`;
  if (r.operatorKey) headers['x-operator-key'] = OPERATOR_KEY;
  let body: string | undefined;
  if (r.body && 'raw' in r.body) {
    body = r.body.raw;
    headers['content-type'] = r.body.contentType;
  } else if (r.body) {
    const form = op.body?.contentType === 'application/x-www-form-urlencoded';
    body = form ? formEncode(r.body.value) : JSON.stringify(r.body.value);
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  const res = await fetch(urlOf(s.base, op, r), { method: op.method, headers, body, redirect: 'manual' });
  const type = res.headers.get('content-type') ?? '';
  const text = type.includes('pdf') ? '' : await res.text();
  return { status: res.status, text, type };
}

// ── A NUL in each string of an otherwise valid request ───────────────────────────────────────
type Step = { prop: string } | { item: true } | { branch: number };

/** Paths to every string a schema may hold, through objects, arrays and branches; passwords are exempt. */
function stringLeaves(schema: Schema | undefined, name: string, depth = 0): Step[][] {
  const s = deref(schema) ?? {};
  if (depth > 6) return [];
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key]))
      return (s[key] as Schema[]).flatMap((b, i) =>
        stringLeaves(b, name, depth + 1).map((p): Step[] => [{ branch: i }, ...p]),
      );
  }
  const types = ([] as string[]).concat(s.type ?? (s.properties ? 'object' : []));
  const out: Step[][] = [];
  if (types.includes('string') && !/password/i.test(name)) out.push([]);
  if (types.includes('array') && s.items)
    out.push(...stringLeaves(s.items, name, depth + 1).map((p): Step[] => [{ item: true }, ...p]));
  if (types.includes('object'))
    for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
      out.push(...stringLeaves(v, k, depth + 1).map((p): Step[] => [{ prop: k }, ...p]));
  return out;
}

/** The schema a path of steps leads to. */
function schemaAt(schema: Schema | undefined, at: Step[]): Schema {
  return at.reduce<Schema>(
    (cur, step) => {
      const s = deref(cur) ?? {};
      if ('branch' in step) return deref((s.oneOf ?? s.anyOf)[step.branch]);
      if ('item' in step) return deref(s.items);
      return deref(s.properties[step.prop]);
    },
    deref(schema) ?? {},
  );
}

/** Whether a string schema is free text: no format, enum or pattern of its own beyond the text guard. */
function freeText(schema: Schema): boolean {
  if (schema.enum || schema.const !== undefined || schema.format) return false;
  return !schema.pattern || schema.pattern === TEXT_PATTERN;
}

function exampleString(s: Schema): string {
  if (s.format === 'uuid') return '2f1c7a64-3b0e-4d52-9a8e-6d1f0b7c5e21';
  if (s.format === 'date') return '2026-12-01';
  if (s.format === 'date-time') return '2026-12-01T08:00:00+07:00';
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 60;
  if (s.pattern && s.pattern !== TEXT_PATTERN) {
    const matching = fc
      .stringMatching(new RegExp(s.pattern))
      .filter((v) => v.length >= minLength && v.length <= maxLength);
    return fc.sample(matching, { seed: SEED, numRuns: 1 })[0]!;
  }
  return 'Contoh'.padEnd(minLength, 'x').slice(0, Math.max(maxLength, 1));
}

/** A value of the string schema that is valid but for a NUL in its middle (its length is kept). */
function withNul(schema: Schema): string {
  const v = exampleString(schema);
  const mid = Math.floor(v.length / 2);
  return `${v.slice(0, mid)}\u0000${v.slice(mid + 1)}`;
}

/**
 * A valid value of `schema` (its required properties, the first branch, the first enum value),
 * with `leaf` at the end of the path `at` (the optional properties on the way are included).
 */
function example(schema: Schema | undefined, at: Step[] | null, leaf: (s: Schema) => unknown): unknown {
  const s = deref(schema) ?? {};
  if (at && at.length === 0) return leaf(s);
  const step = at?.[0];
  const rest = at ? at.slice(1) : null;
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key]))
      return step && 'branch' in step ? example(s[key][step.branch], rest, leaf) : example(s[key][0], null, leaf);
  }
  if (s.enum) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const types = ([] as string[]).concat(s.type ?? (s.properties ? 'object' : 'string'));
  switch (types.find((t) => t !== 'null') ?? 'null') {
    case 'object': {
      const o: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
        if (step && 'prop' in step && step.prop === k) o[k] = example(v, rest, leaf);
        else if (required.has(k)) o[k] = example(v, null, leaf);
      }
      return o;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, (_, i) =>
        example(s.items, i === 0 && step && 'item' in step ? rest : null, leaf),
      );
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return exampleString(s);
  }
}

/** Where the 400's message names a value: `body.passengers.0.name`, `query.actor`. */
const whereOf = (part: string, at: Step[]) =>
  [part, ...at.flatMap((step) => ('prop' in step ? [step.prop] : 'item' in step ? ['0'] : []))].join('.');

interface NulCase {
  where: string;
  freeText: boolean;
  request: FuzzRequest;
}

/** One request per string of the operation, each valid but for a NUL in that one string. */
function nulCases(op: Operation): NulCase[] {
  const role = op.roles?.[0];
  const auth: Auth = role ? ROLE_AUTH[role]! : op.secured ? 'passenger' : 'anonymous';
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const request = (target: { param: string } | { body: Step[] } | null, leafAt: Step[]): FuzzRequest => {
    const path: Record<string, string> = {};
    const query: Record<string, string> = {};
    for (const p of params) {
      const mine = target && 'param' in target && target.param === p.name;
      if (!mine && p.in === 'query' && !p.required) continue;
      (p.in === 'path' ? path : query)[p.name] = text(example(p.schema, mine ? leafAt : null, withNul));
    }
    const body =
      op.body && (op.body.required || (target && 'body' in target))
        ? { value: example(op.body.schema, target && 'body' in target ? target.body : null, withNul) }
        : undefined;
    return { auth, path, query, body, operatorKey: true };
  };
  const cases: NulCase[] = [];
  for (const p of params)
    for (const at of stringLeaves(p.schema, p.name))
      cases.push({
        where: `${p.in}.${p.name}`,
        freeText: freeText(schemaAt(p.schema, at)),
        request: request({ param: p.name }, at),
      });
  if (op.body)
    for (const at of stringLeaves(op.body.schema, ''))
      cases.push({
        where: whereOf('body', at),
        freeText: freeText(schemaAt(op.body.schema, at)),
        request: request({ body: at }, at),
      });
  return cases;
}

// ── The database checksum ────────────────────────────────────────────────────────────────────
async function checksum(s: TestServer): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await s.built.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  ).map((t) => t.name);
  const columns = tables.map(
    (t) => `(SELECT md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) FROM "${t}" x) AS "${t}"`,
  );
  return rowsOf<Record<string, string>>(await s.built.db.execute(sql.raw(`SELECT ${columns.join(', ')}`)))[0]!;
}

/**
 * Refusals that change state by design, and where. A wrong one-time code voids the number's current
 * code (each code gets one check, issue #21).
 */
const REFUSALS_THAT_WRITE: Record<string, string[]> = {
  verifyOtp: ['otp_codes'],
};

function fuzzBackend(label: string, open: () => Promise<TestServer>): void {
  describe(`fuzz: every operation of openapi.yaml (${label}; seed ${SEED}, ${RUNS} runs per operation)`, () => {
    let s: TestServer;
    const users: Record<Auth, TestUser | null> = {
      anonymous: null,
      passenger: null,
      officer: null,
      kasir: null,
      admin: null,
    };
    const newUsers = async () => {
      users.passenger = await createUser(s);
      users.officer = await createUser(s, { role: 'petugas', name: 'Petugas Fuzz' });
      const [port] = await s.built.db.select().from(routes).where(eq(routes.name, 'Tigaras'));
      users.kasir = await createUser(s, { role: 'kasir', name: 'Kasir Fuzz', portRouteId: port!.id });
      users.admin = await createUser(s, { role: 'admin', name: 'Admin Fuzz' });
    };
    beforeAll(async () => {
      s = await open();
      await newUsers();
      console.log(`fuzz (${label}): seed ${SEED}, ${RUNS} runs per operation, ${operations().length} operations`);
    });
    // Closing waits for every request the run left in flight and for the database to shut down;
    // on a loaded 2-core CI machine that once took longer than the default 60 s hook timeout.
    afterAll(() => s?.close(), 180_000);

    it('the checksum sees a write to any table (so a refusal that wrote would fail)', async () => {
      const before = await checksum(s);
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['users', 'transactions', 'schedules', 'otp_codes', 'order_requests']),
      );
      await s.built.db.execute(sql`UPDATE users SET name = name || '.' WHERE id = ${users.passenger!.id}`);
      const after = await checksum(s);
      expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual(['users']);
      await s.built.db.execute(sql`UPDATE users SET name = left(name, -1) WHERE id = ${users.passenger!.id}`);
      expect(await checksum(s)).toEqual(before);
    });

    it("the router's own refusals keep the error shape (a too long path parameter, broken percent-encoding)", async () => {
      const before = await checksum(s);
      for (const [path, status] of [
        [`/api/dev/otp/${'x'.repeat(5_000)}`, 414],
        [`/api/schedule/locking/delete/1/${'9'.repeat(300)}`, 414],
        ['/api/dev/otp/%E0%A4%A', 400],
        ['/api/schedule/get/%FF', 400],
      ] as const) {
        const method = path.includes('locking') ? 'DELETE' : 'GET';
        const res = await fetch(`${s.base}${path}`, {
          method,
          headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
        });
        expect(res.status, path.slice(0, 60)).toBe(status);
        const body = (await res.json()) as { status: number; message: string };
        expect(body).toEqual({ status, message: expect.any(String) });
        expect(body.message.length).toBeLessThan(100); // the path is not echoed
      }
      expect(await checksum(s)).toEqual(before);
    });

    for (const op of operations()) {
      const cases = nulCases(op);
      if (cases.length === 0) continue;
      it(`${op.method} ${op.path}: a NUL in any of its ${cases.length} strings is a 400 naming it`, async () => {
        for (const c of cases) {
          const before = await checksum(s);
          const res = await send(s, op, c.request, users);
          const shown = `${op.method} ${urlOf('', op, c.request)} as ${c.request.auth} body ${JSON.stringify(c.request.body)} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, shown).toBe(400);
          const message = (JSON.parse(res.text) as { message: string }).message;
          expect(message, shown).toMatch(new RegExp(`^${c.where.replace(/\./g, '\\.')} `));
          if (c.freeText) expect(message, shown).toBe(`${c.where} must not contain control characters.`);
          expect(await checksum(s), shown).toEqual(before);
        }
      });
    }

    for (const op of operations()) {
      it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
        let before = await checksum(s);
        await fc.assert(
          fc.asyncProperty(requestOf(op), async (r) => {
            const res = await send(s, op, r, users);
            const shown = () =>
              `${op.method} ${urlOf('', op, r)} as ${r.auth} body ${JSON.stringify(r.body)?.slice(0, 300)} → ${res.status} ${res.text.slice(0, 300)}`;
            expect(res.status, shown()).toBeLessThan(500);
            if (res.status >= 400 && res.type.includes('application/json')) {
              const error = JSON.parse(res.text) as { status?: unknown; message?: unknown };
              expect(error.status, shown()).toBe(res.status);
              expect(typeof error.message, shown()).toBe('string');
            }
            if (res.status < 400) await s.built.orders.idle();
            const after = await checksum(s);
            if (res.status >= 400) {
              const allowed = new Set(REFUSALS_THAT_WRITE[op.operationId] ?? []);
              const changed = Object.keys(after).filter((t) => after[t] !== before[t] && !allowed.has(t));
              expect(changed, `a refused request changed ${changed.join(', ')}: ${shown()}`).toEqual([]);
            }
            before = after;
            // A call that ended the session (logout, password change, account deletion): new users.
            if (
              res.status < 400 &&
              ['logout', 'changePassword', 'deleteUser', 'forgotPassword'].includes(op.operationId)
            ) {
              await newUsers();
              before = await checksum(s);
            }
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      });
    }
  });
}

// The fuzz sends hundreds of calls a minute from one address: the documented limits are raised.
const RATE_LIMITS = { login: 1e6, sendOtp: 1e6, verifyOtp: 1e6, account: 1e6, order: 1e6 };

fuzzBackend('PGlite', async () => {
  const database = await freshPglite();
  const server = await startServer({ database, operatorKey: OPERATOR_KEY, rateLimits: RATE_LIMITS });
  return {
    ...server,
    async close() {
      await server.close();
      await database.close();
    },
  };
});
if (ON_POSTGRES) fuzzBackend('PostgreSQL', () => startServer({ operatorKey: OPERATOR_KEY, rateLimits: RATE_LIMITS }));
