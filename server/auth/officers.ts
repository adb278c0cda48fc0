// Officer (petugas) accounts: never self-registered, only created by an operator with
// `npm run officer:create` (server/auth/officers-cli.ts), and one seeded in development.
import { eq } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../kernel/field-rules';
import { hashPassword } from './passwords';
import type { Executor } from '../db/client';
import { users } from '../db/schema';

/** An officer's password guards the check-in of every passenger: longer than a passenger's. */
export const OFFICER_PASSWORD_MIN = 10;

export class OfficerInputError extends Error {}

/**
 * Why `password` is too weak for an officer, or null. The rule (the spec is silent): at least
 * 10 characters, letters and digits both, not mostly one repeated character, and not containing
 * the phone number.
 */
export function weakOfficerPassword(password: string, phone: string): string | null {
  if (password.length < OFFICER_PASSWORD_MIN) return `Kata sandi petugas minimal ${OFFICER_PASSWORD_MIN} karakter.`;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'Kata sandi petugas harus berisi huruf dan angka.';
  if (new Set(password.toLowerCase()).size < 5) return 'Kata sandi petugas terlalu mudah ditebak.';
  if (phone && password.includes(phone.slice(2))) return 'Kata sandi petugas tidak boleh memuat nomor HP.';
  return null;
}

export async function createOfficer(
  db: Executor,
  input: { phone: string; name: string; password: string; now: number },
): Promise<{ id: number; phoneNumber: string; name: string }> {
  const phone = input.phone.trim();
  const name = input.name.trim();
  if (!PHONE_PATTERN.test(phone)) throw new OfficerInputError('Nomor HP tidak valid (contoh: 081234567890).');
  if (!name || name.length > 100) throw new OfficerInputError('Nama wajib diisi (maksimal 100 karakter).');
  const weak = weakOfficerPassword(input.password, phone);
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

/** The development officer (README "At the port"); seeded only outside production. */
export const DEV_OFFICER = { phone: '081100000001', name: 'Petugas Dermaga', password: 'dermaga-2026' } as const;

export async function seedDevOfficer(db: Executor, now: number): Promise<void> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEV_OFFICER.phone));
  if (!exists) await createOfficer(db, { ...DEV_OFFICER, now });
}
