// Property-based fuzzing of every operation of openapi.yaml (issue #14): requests generated from the
// contract's own schemas (path, query, body), mixed with hostile values (NUL and other control
// characters, lone surrogates, 10^20, −1, huge arrays and strings, wrong types, 0000-01-01), sent
// over HTTP to a real test server — anonymous, as a passenger and, for the officers' operations, as
// an officer. Two properties hold for every request:
//   1. never a 5xx;
//   2. a refused request (4xx) changes nothing: a checksum of every table's rows is the same after.
// Error answers keep the contract's error shape ({ status, message }, status = the HTTP status).
// Fixed seed and bounded runs (printed), on PGlite and, when DATABASE_URL is set, on PostgreSQL too.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, sql } from '../../server/db/client';
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

type Auth = 'anonymous' | 'passenger' | 'officer';
interface FuzzRequest {
  auth: Auth;
  path: Record<string, string>;
  query: Record<string, string>;
  /** undefined: no body; `raw`: sent as it is (broken JSON or the wrong media type). */
  body: { value: unknown } | { raw: string; contentType: string } | undefined;
  operatorKey: boolean;
}

function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const auths: Auth[] = ['anonymous', 'passenger', ...(op.roles?.includes('petugas') ? (['officer'] as const) : [])];
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
    const users: Record<Auth, TestUser | null> = { anonymous: null, passenger: null, officer: null };
    const newUsers = async () => {
      users.passenger = await createUser(s);
      users.officer = await createUser(s, { role: 'petugas', name: 'Petugas Fuzz' });
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
