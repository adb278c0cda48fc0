// Account access: login, logout, registration with OTP, phone check, password reset.
import { and, eq, sql } from 'drizzle-orm';
import { PHONE_PATTERN } from '../../kernel/validation.ts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { users } from '../db/schema.ts';
import { MESSAGES, badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { authOf } from '../http/auth.ts';
import { ok, type Handlers } from '../http/types.ts';
import type { Ctx } from '../context.ts';
import { userDto } from './present.ts';

type Ops = 'login' | 'logout' | 'register' | 'checkPhoneNumber' | 'sendOtp' | 'verifyOtp' | 'forgotPassword';

// A real hash to compare against when the number is unknown, so timing does not reveal it.
let dummyHash: Promise<string> | undefined;

export function authHandlers(ctx: Ctx): Handlers<Ops> {
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
      const [user] = await db
        .insert(users)
        .values({ name: name.trim() || name, phoneNumber: phone_number, passwordHash, createdAt: new Date(now()) })
        .onConflictDoNothing({ target: users.phoneNumber })
        .returning();
      if (!user) throw conflict(MESSAGES.phoneTaken);
      reply.code(201);
      return { status: 201, message: 'User registered.', data: userDto(user) };
    },

    async checkPhoneNumber(request) {
      if (await findUser(request.params.phone)) throw conflict(MESSAGES.phoneTaken);
      return ok('Phone number is available.');
    },

    async sendOtp(request) {
      await ctx.otp.send(request.body.phone_number);
      return ok('OTP sent.');
    },

    async verifyOtp(request) {
      await ctx.otp.verify(request.body.phone_number, request.body.otp);
      return ok('OTP verified.');
    },

    async forgotPassword(request) {
      const { phone_number, password } = request.body;
      const user = await findUser(phone_number);
      if (!user) throw notFound(MESSAGES.phoneNotFound);
      if (!(await ctx.otp.isVerified(phone_number))) throw forbidden(MESSAGES.phoneNotVerified);
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
