// Officer (petugas) accounts: never self-registered, only created by an operator with
// `npm run officer:create` (server/auth/officers-cli.ts), and one seeded in development.
import { eq } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../kernel/field-rules';
import { hashPassword } from './passwords';
import { weakStaffPassword } from './staff-passwords';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

export class OfficerInputError extends Error {}

/**
 * A new officer. The password must pass the staff rule (./staff-passwords.ts); only the
 * development seed may skip it (`weakAllowed`), for the README's fixed development password.
 */
export async function createOfficer(
  db: Executor,
  input: { phone: string; name: string; password: string; now: number },
  weakAllowed = false,
): Promise<{ id: number; phoneNumber: string; name: string }> {
  const phone = input.phone.trim();
  const name = input.name.trim();
  if (!PHONE_PATTERN.test(phone)) throw new OfficerInputError('Nomor HP tidak valid (contoh: 081234567890).');
  if (!name || name.length > 100) throw new OfficerInputError('Nama wajib diisi (maksimal 100 karakter).');
  const weak = weakAllowed ? null : await weakStaffPassword(input.password, { phone, name });
  if (weak) throw new OfficerInputError(weak);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  if (taken) throw new OfficerInputError('Nomor HP sudah terdaftar.');
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name, phoneNumber: phone, passwordHash, role: 'petugas', createdAt: new Date(input.now) })
    .onConflictDoNothing({ target: users.phoneNumber })
    .returning({ id: users.id, phoneNumber: users.phoneNumber, name: users.name });
  if (!row) throw new OfficerInputError('Nomor HP sudah terdaftar.');
  return row;
}

/**
 * The development officer (README "At the port"); seeded only outside production. Its password,
 * fixed by the README, scores below the staff rule's 3: the seed skips the rule (a development
 * convenience; it is never created by officer:create, and never in production).
 */
export const DEV_OFFICER = { phone: '081100000001', name: 'Petugas Dermaga', password: 'dermaga-2026' } as const;

export async function seedDevOfficer(db: Executor, now: number): Promise<void> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEV_OFFICER.phone));
  if (!exists) await createOfficer(db, { ...DEV_OFFICER, now }, true);
}
