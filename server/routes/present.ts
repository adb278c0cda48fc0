// Database rows → contract shapes.
import type { components } from '../../kernel/schema.d.ts';
import type { users } from '../db/schema.ts';

export type UserDto = components['schemas']['User'];

export function userDto(u: typeof users.$inferSelect): UserDto {
  return { id: u.id, name: u.name, phone_number: u.phoneNumber, age: u.age, gender: u.gender, domicile: u.domicile };
}

/** PostgreSQL `time` → 'HH:MM:SS' (drops a fraction if any). */
export const hms = (t: string): string => t.slice(0, 8);
