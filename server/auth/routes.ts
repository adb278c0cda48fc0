// The auth domain's operations: login, logout, registration (after an OTP check), phone check,
// password reset, and the signed-in user's account (profile, password change, deletion).
// SQL: the `users` reads and writes are here; tokens in ./tokens.ts.
import { and, eq, sql } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../kernel/field-rules';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { weakStaffPassword } from './staff-passwords';
import { otpCodes, users } from '../db/schema';
import { MESSAGES, badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import { ok, type Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import type { HoldService } from '../lifecycle/holds';
import { claimBoothTickets } from '../lifecycle/tickets';
import type { OtpService } from '../otp/service';
import type { TokenService } from './tokens';
import { userDto } from './user-dto';

type AccessOps = 'login' | 'logout' | 'register' | 'checkPhoneNumber' | 'forgotPassword';
type AccountOps = 'getUser' | 'editUser' | 'changePassword' | 'deleteUser';

/** What the auth domain's handlers use; app.ts passes its context. */
export interface AuthRouteDeps {
  db: Db;
  now: Clock;
  tokens: TokenService;
  otp: Pick<OtpService, 'isVerified' | 'consumeVerification'>;
  holds: Pick<HoldService, 'releaseAllOfUser'>;
  /** Ends the user's STOMP sessions whose token no longer holds (issue #14). */
  endSessions(userId: number): Promise<void>;
}

/** A staff account's new password must pass the strength rule (issue #21); a passenger's need not. */
async function refuseWeakStaffPassword(user: typeof users.$inferSelect, password: string): Promise<void> {
  if (user.role === 'penumpang') return;
  if (await weakStaffPassword(password, { phone: user.phoneNumber, name: user.name, role: user.role }))
    throw badRequest(MESSAGES.staffPasswordWeak);
}

// A real hash to compare against when the number is unknown, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;

export function accessHandlers(ctx: AuthRouteDeps): Handlers<AccessOps> {
  const { db, now } = ctx;
  const findUser = async (phone: string) => (await db.select().from(users).where(eq(users.phoneNumber, phone)))[0];

  return {
    async login(request) {
      const { phone_number, password } = request.body;
      if (!PHONE_PATTERN.test(phone_number)) throw badRequest(MESSAGES.invalidPhone);
      const user = await findUser(phone_number);
      if (!user) {
        dummyHash ??= hashPassword('not a real password');
        await verifyPassword(password, await dummyHash);
        throw badRequest(MESSAGES.phoneNotFound);
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw badRequest(MESSAGES.wrongPassword);
      if (needsRehash(user.passwordHash)) {
        // An older, cheaper hash (N=2^14 before issue #14) is replaced now that we know the password;
        // only if it is still the one we checked, so a concurrent password change is never undone.
        const upgraded = await hashPassword(password);
        await db
          .update(users)
          .set({ passwordHash: upgraded })
          .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
      }
      const token = await ctx.tokens.issue(user);
      return { status: 200, message: 'Login success.', data: { token } };
    },

    async logout(request) {
      const { claims } = authOf(request);
      await ctx.tokens.revoke(claims);
      await ctx.endSessions(claims.userId);
      return ok('Logout success.');
    },

    async register(request, reply) {
      const { name, phone_number, password } = request.body;
      if (await findUser(phone_number)) throw conflict(MESSAGES.phoneTaken);
      if (!(await ctx.otp.isVerified(phone_number))) throw forbidden(MESSAGES.phoneNotVerified);
      const passwordHash = await hashPassword(password);
      // One verification, one account: of simultaneous registrations only one takes it.
      if (!(await ctx.otp.consumeVerification(phone_number))) throw forbidden(MESSAGES.phoneNotVerified);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ name: name.trim() || name, phoneNumber: phone_number, passwordHash, createdAt: new Date(now()) })
          .onConflictDoNothing({ target: users.phoneNumber })
          .returning();
        // Tickets bought at the booth with this number (issue #24) become the new account's.
        if (created) await claimBoothTickets(tx, created.id, phone_number);
        return created;
      });
      if (!user) throw conflict(MESSAGES.phoneTaken);
      reply.code(201);
      return { status: 201, message: 'User registered.', data: userDto(user) };
    },

    async checkPhoneNumber(request) {
      if (await findUser(request.params.phone)) throw conflict(MESSAGES.phoneTaken);
      return ok('Phone number is available.');
    },

    async forgotPassword(request) {
      const { phone_number, password } = request.body;
      const user = await findUser(phone_number);
      if (!user) throw notFound(MESSAGES.phoneNotFound);
      if (!(await ctx.otp.isVerified(phone_number))) throw forbidden(MESSAGES.phoneNotVerified);
      // Before the verification is taken: a staff member may retry with a stronger password.
      await refuseWeakStaffPassword(user, password);
      const passwordHash = await hashPassword(password);
      // One verification, one reset: of simultaneous resets only one takes it.
      if (!(await ctx.otp.consumeVerification(phone_number))) throw forbidden(MESSAGES.phoneNotVerified);
      // A reset ends every session of the account: the token version moves on, none is kept.
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, keptSessionJti: null })
        .where(eq(users.id, user.id));
      await ctx.endSessions(user.id);
      return ok('Password updated.');
    },
  };
}

export function accountHandlers(ctx: AuthRouteDeps): Handlers<AccountOps> {
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
      if (!updated) throw unauthorized(MESSAGES.tokenInvalid);
      return { status: 200, message: 'User updated.', data: userDto(updated) };
    },

    async changePassword(request) {
      const { user, claims } = authOf(request);
      if (!(await verifyPassword(request.body.password, user.passwordHash))) throw badRequest(MESSAGES.wrongPassword);
      await refuseWeakStaffPassword(user, request.body.new_password);
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

/** The auth domain's registration: its operations, keyed by operationId. */
export function authRoutes(deps: AuthRouteDeps): Handlers<AccessOps | AccountOps> {
  return { ...accessHandlers(deps), ...accountHandlers(deps) };
}
