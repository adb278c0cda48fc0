// The logged-in user's own record (spec §7: /api/user/*).
import { api, createApiClient, unwrap, type Schemas } from './client';

export type User = Schemas['User'];
export type UserEdit = { name: string; domicile: string; gender: Schemas['Gender']; age: number };

export async function getUser(): Promise<User> {
  return (await unwrap(api().GET('/api/user/get'))).data;
}

export async function editUser(body: UserEdit): Promise<User> {
  return (await unwrap(api().PUT('/api/user/edit', { body }))).data;
}

export async function changePassword(body: { password: string; new_password: string }): Promise<void> {
  await unwrap(api().PUT('/api/user/change-password', { body }));
}

export async function deleteUser(): Promise<void> {
  await unwrap(api().DELETE('/api/user/delete'));
}

/**
 * The user behind a token that is not stored yet: login loads the user before the session keeps
 * the token (the session stores token and user together), so this call carries its own token.
 */
export async function getUserWithToken(token: string): Promise<User> {
  const client = createApiClient({ getToken: () => token });
  return (await unwrap(client.GET('/api/user/get'))).data;
}
