// Roles (issue #22): the operator's staff (admin) beside officers (petugas) and cashiers (kasir).
// Every operation openapi.yaml marks `x-roles: [admin]` — read from the spec, so a new one is covered
// the day it is added — answers 403 to a passenger, an officer and a cashier, and lets an admin
// through; an admin or a cashier cannot book online nor use the officers' calls; an admin keeps the
// account calls every user has; the development seed's admin logs in with the admin role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../../src/lib/jwt';
import { DEV_ADMIN, DEV_OFFICER } from '../../server/auth/officers';
import { MESSAGES } from '../../server/errors';
import { spec } from './contract';
import {
  createDeparture,
  createUser,
  orderBody,
  PASSWORD,
  startServer,
  type TestServer,
  type TestUser,
} from './helpers';
import { createAdmin } from './operator-helpers';

type Operation = { method: string; path: string; operationId: string; roles: unknown };

const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      roles: (op as { 'x-roles'?: unknown })['x-roles'],
    })),
);
const byRoles = (roles: string[]) => operations.filter((op) => JSON.stringify(op.roles) === JSON.stringify(roles));
const adminOps = byRoles(['admin']);
const officerOps = byRoles(['petugas']);

/** Every path parameter as 1 (the role check runs before validation and before any lookup). */
const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));
const call = (user: TestUser, op: Operation, unchecked = false) =>
  user.api.request(op.method, op.path, {
    params: paramsOf(op.path),
    body: op.method === 'GET' || op.method === 'DELETE' ? undefined : {},
    unchecked,
  });

let s: TestServer;
let admin: TestUser;
let others: Array<[string, TestUser]>;

beforeAll(async () => {
  s = await startServer({ devOfficer: true });
  admin = await createAdmin(s);
  others = [
    ['penumpang', await createUser(s)],
    ['petugas', await createUser(s, { role: 'petugas', name: 'Tono Manurung' })],
    ['kasir', await createUser(s, { role: 'kasir', name: 'Sari Simbolon' })],
  ];
});
afterAll(() => s?.close());

describe('operator operations (x-roles [admin])', () => {
  it('are found in openapi.yaml, the console’s own among them', () => {
    expect(adminOps.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'listOperatorDepartures',
        'createExtraDeparture',
        'setDepartureStatus',
        'setDepartureQuota',
        'getOperatorDashboard',
        'listAudit',
        'exportAuditCsv',
      ]),
    );
  });

  it('answer 403 to a passenger, an officer and a cashier, every one of them', async () => {
    for (const [role, user] of others) {
      for (const op of adminOps) {
        const res = await call(user, op);
        expect(res.status, `${role} ${op.operationId}`).toBe(403);
        expect(res.body.message).toBe(MESSAGES.operatorOnly);
      }
    }
  });

  it('let an admin through the role check, every one of them', async () => {
    for (const op of adminOps) {
      const res = await call(admin, op, true);
      expect([401, 403], `admin ${op.operationId}: ${res.text}`).not.toContain(res.status);
    }
  });
});

describe('the other roles’ operations', () => {
  it('refuse an admin and a cashier the officers’ calls and online orders', async () => {
    const kasir = others.find(([role]) => role === 'kasir')![1];
    for (const user of [admin, kasir]) {
      for (const op of officerOps) {
        const res = await call(user, op);
        expect(res.status, op.operationId).toBe(403);
        expect(res.body.message).toBe(MESSAGES.officersOnly);
      }
      const departure = await createDeparture(s);
      const order = await user.api.post('/api/transaction/order', { body: orderBody(departure.id) });
      expect(order.status).toBe(403);
      expect(order.body.message).toBe(MESSAGES.passengersOnly);
    }
  });

  it('leave an admin the account calls: profile, password change (admin rule: score 4), logout', async () => {
    const own = await createAdmin(s, 'Rina Sitorus');
    const me = await own.api.get('/api/user/get');
    expect(me.status).toBe(200);
    // 'matahari-pagi9' scores 3: enough for an officer, not for an admin.
    const weak = await own.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'matahari-pagi9' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.staffPasswordWeak);
    const officer = await createUser(s, { role: 'petugas', name: 'Rina Sitorus' });
    const fine = await officer.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'matahari-pagi9' },
    });
    expect(fine.status).toBe(200);
    const strong = await own.api.put('/api/user/change-password', {
      body: { password: PASSWORD, new_password: 'Senja-Ombak-Tigaras-47' },
    });
    expect(strong.status).toBe(200);
    expect((await own.api.post('/api/auth/logout')).status).toBe(200);
  });
});

describe('logging in', () => {
  it('gives the seeded development admin a token with the admin role (and the officer still petugas)', async () => {
    for (const [account, role] of [
      [DEV_ADMIN, 'admin'],
      [DEV_OFFICER, 'petugas'],
    ] as const) {
      const login = await s.api.post('/api/auth/login', {
        body: { phone_number: account.phone, password: account.password },
      });
      expect(login.status).toBe(200);
      expect(decodeJwtPayload(login.body.data.token)?.['role']).toBe(role);
    }
    expect(DEV_ADMIN.phone).toBe('081100000002');
    expect(DEV_ADMIN.password).toBe('danau-toba-2026');
  });

  it('puts each staff role in the token', () => {
    expect(decodeJwtPayload(admin.token)?.['role']).toBe('admin');
    for (const [role, user] of others) expect(decodeJwtPayload(user.token)?.['role']).toBe(role);
  });
});
