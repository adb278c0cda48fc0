// The logged-in user's account.
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { otpCodes, users } from '../db/schema.ts';
import { MESSAGES, badRequest, unauthorized } from '../errors.ts';
import { authOf } from '../http/auth.ts';
import { ok, type Handlers } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import { userDto } from './present.ts';

type Ops = 'getUser' | 'editUser' | 'changePassword' | 'deleteUser';

export function userHandlers(ctx: Ctx): Handlers<Ops> {
  const { db } = ctx;
  return {
    async getUser(request) {
      return { status: 200, message: 'Success.', data: userDto(authOf(request).user) };
    },

    async editUser(request) {
      const { user } = authOf(request);
      const { name, domicile, gender, age } = request.body;
      const [updated] = await db
        .update(users)
        .set({ name: name.trim() || name, domicile: domicile.trim() || domicile, gender, age })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw unauthorized('Authentication token is invalid, expired or revoked.');
      return { status: 200, message: 'User updated.', data: userDto(updated) };
    },

    async changePassword(request) {
      const { user, claims } = authOf(request);
      if (!(await verifyPassword(request.body.password, user.passwordHash))) throw badRequest(MESSAGES.wrongPassword);
      // Every other session ends (their token version is now old); this one is kept (issue #14).
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(request.body.new_password),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          keptSessionJti: claims.jti,
        })
        .where(eq(users.id, user.id));
      await ctx.endSessions(user.id);
      return ok('Password changed.');
    },

    async deleteUser(request) {
      const { user, claims } = authOf(request);
      await db.transaction(async (tx) => {
        await ctx.holds.releaseAllOfUser(tx, user.id);
        await tx.delete(otpCodes).where(eq(otpCodes.phoneNumber, user.phoneNumber));
        await tx.delete(users).where(eq(users.id, user.id));
      });
      await ctx.tokens.revoke(claims);
      await ctx.endSessions(user.id);
      return ok('User deleted.');
    },
  };
}
