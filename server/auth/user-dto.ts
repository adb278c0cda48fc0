// A user row → the contract's User.
import type { components } from '../../kernel/schema';
import type { users } from '../db/schema';

export type UserDto = components['schemas']['User'];

export function userDto(u: typeof users.$inferSelect): UserDto {
  return { id: u.id, name: u.name, phone_number: u.phoneNumber, age: u.age, gender: u.gender, domicile: u.domicile };
}
