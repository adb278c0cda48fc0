// Staff accounts (issue #22): port officers (petugas), the operator's staff (admin) and cashiers
// (kasir). Never self-registered: only created by `npm run staff:create -- --role …` (alias
// `officer:create` for petugas; server/auth/officers-cli.ts), and in development one officer and
// one admin and one cashier are seeded.
import { eq } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../kernel/field-rules';
import { hashPassword } from './passwords';
import { weakStaffPassword } from './staff-passwords';
import type { Executor } from '../db/client';
import { routes, users, type UserRole } from '../db/schema';

export type StaffRole = Exclude<UserRole, 'penumpang'>;
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'petugas', 'kasir'];

/** How the command names each role when it reports the account it made. */
export const STAFF_ROLE_LABEL: Record<StaffRole, string> = {
  admin: 'Admin operator',
  petugas: 'Petugas',
  kasir: 'Kasir',
};

export class StaffInputError extends Error {}
/** The earlier name of StaffInputError (officer:create). */
export const OfficerInputError = StaffInputError;

/** `port`: a cashier's port by name (issue #24), required for `kasir` and only for it. */
export type StaffInput = {
  role: StaffRole;
  phone: string;
  name: string;
  password: string;
  now: number;
  port?: string;
};

/** The id of a port by its name (case ignored); a cashier needs one, the others none. */
async function portOf(db: Executor, input: StaffInput): Promise<number | null> {
  const name = input.port?.trim();
  if (input.role !== 'kasir') {
    if (name) throw new StaffInputError('--port hanya untuk kasir.');
    return null;
  }
  if (!name) throw new StaffInputError('Kasir wajib punya pelabuhan: --port Tigaras atau --port Simanindo.');
  const ports = await db.select().from(routes);
  const found = ports.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (found) return found.id;
  if (ports.length === 0) throw new StaffInputError('Belum ada pelabuhan: jalankan server sekali dulu.');
  throw new StaffInputError(`Pelabuhan tidak dikenal: ${name}. Pilih ${ports.map((p) => p.name).join(', ')}.`);
}

/**
 * A new staff account. The password must pass the staff rule of its role (./staff-passwords.ts);
 * only the development seed may skip it (`weakAllowed`), for the README's fixed development passwords.
 */
export async function createStaff(
  db: Executor,
  input: StaffInput,
  weakAllowed = false,
): Promise<{ id: number; phoneNumber: string; name: string; role: StaffRole }> {
  const phone = input.phone.trim();
  const name = input.name.trim();
  if (!STAFF_ROLES.includes(input.role))
    throw new StaffInputError(`Peran tidak dikenal: pilih ${STAFF_ROLES.join(', ')}.`);
  if (!PHONE_PATTERN.test(phone)) throw new StaffInputError('Nomor HP tidak valid (contoh: 081234567890).');
  if (!name || name.length > 100) throw new StaffInputError('Nama wajib diisi (maksimal 100 karakter).');
  const portRouteId = await portOf(db, input);
  const weak = weakAllowed ? null : await weakStaffPassword(input.password, { phone, name, role: input.role });
  if (weak) throw new StaffInputError(weak);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  if (taken) throw new StaffInputError('Nomor HP sudah terdaftar.');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name, phoneNumber: phone, passwordHash, role: input.role, createdAt: new Date(input.now), portRouteId })
    .onConflictDoNothing({ target: users.phoneNumber })
    .returning({ id: users.id, phoneNumber: users.phoneNumber, name: users.name });
  if (!row) throw new StaffInputError('Nomor HP sudah terdaftar.');
  return { ...row, role: input.role };
}

/** A new port officer (createStaff with the petugas role). */
export const createOfficer = (db: Executor, input: Omit<StaffInput, 'role'>, weakAllowed = false) =>
  createStaff(db, { ...input, role: 'petugas' }, weakAllowed);

/**
 * The development officer (README "At the port"); seeded only outside production. Its password,
 * fixed by the README, scores below the staff rule's 3: the seed skips the rule (a development
 * convenience; it is never created by staff:create, and never in production).
 */
export const DEV_OFFICER = { phone: '081100000001', name: 'Petugas Dermaga', password: 'dermaga-2026' } as const;

/** The development admin (issue #22), seeded beside the officer, only outside production. */
export const DEV_ADMIN = { phone: '081100000002', name: 'Admin Operator', password: 'danau-toba-2026' } as const;

/** The development cashier (issue #24) at Tigaras, seeded beside them, only outside production. */
export const DEV_KASIR = {
  phone: '081100000003',
  name: 'Kasir Loket Tigaras',
  password: 'loket-tigaras-2026',
  port: 'Tigaras',
} as const;

/** The development staff accounts, each with its role. */
export const DEV_STAFF: readonly Omit<StaffInput, 'now'>[] = [
  { ...DEV_OFFICER, role: 'petugas' },
  { ...DEV_ADMIN, role: 'admin' },
  { ...DEV_KASIR, role: 'kasir' },
];

/** Seeds the development staff (officer, admin and cashier) that are not there yet. */
export async function seedDevOfficer(db: Executor, now: number): Promise<void> {
  for (const staff of DEV_STAFF) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, staff.phone));
    if (!exists) await createStaff(db, { ...staff, now }, true);
  }
}
