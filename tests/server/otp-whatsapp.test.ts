// Real OTP delivery over WhatsApp (server/otp/whatsapp.ts) against the local fake of Meta's Cloud
// API (tests/fakes/whatsapp.ts): the code arrives as an authentication template and verifies;
// transient failures are retried a bounded number of times; a provider that stays down, hangs or
// refuses ends in 502 'OTP could not be sent.' and leaves no throttle behind.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppSender, toWhatsAppNumber } from '../../server/otp/whatsapp';
import { startFakeWhatsApp, type FakeWhatsApp } from '../fakes/whatsapp';
import { nextPhone, startServer, type TestServer } from './helpers';

let s: TestServer;
let wa: FakeWhatsApp;

beforeAll(async () => {
  wa = await startFakeWhatsApp();
  s = await startServer({
    otpSender: createWhatsAppSender({
      token: wa.token,
      phoneNumberId: wa.phoneNumberId,
      apiUrl: wa.apiUrl,
      timeoutMs: 300,
      retries: 2,
      retryDelayMs: 1,
    }),
  });
});
afterAll(async () => {
  await s?.close();
  await wa?.close();
});
beforeEach(() => {
  wa.mode = 'up';
  wa.failNext = 0;
});

const send = (phone: string) => s.api.post('/api/auth/otp/send', { body: { phone_number: phone } });

describe('OTP over WhatsApp', () => {
  it('delivers the code as an Indonesian authentication template, and that code verifies', async () => {
    const phone = nextPhone();
    expect((await send(phone)).status).toBe(200);
    const msg = wa.delivered.at(-1)!;
    expect(msg).toMatchObject({ to: toWhatsAppNumber(phone), template: 'seberang_otp', language: 'id' });
    expect(msg.to).toBe(`62${phone.slice(1)}`);
    expect(msg.code).toMatch(/^\d{6}$/);
    const verify = await s.api.post('/api/auth/otp/verify', { body: { phone_number: phone, otp: msg.code } });
    expect(verify.status).toBe(200);
  });

  it("sends the template's English version to an English request (issue #40), Indonesian otherwise", async () => {
    const english = nextPhone();
    const res = await s.api.post('/api/auth/otp/send', {
      body: { phone_number: english },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.status).toBe(200);
    expect(wa.delivered.at(-1)).toMatchObject({
      to: toWhatsAppNumber(english),
      template: 'seberang_otp',
      language: 'en',
    });
    const other = nextPhone();
    expect(
      (
        await s.api.post('/api/auth/otp/send', {
          body: { phone_number: other },
          headers: { 'accept-language': 'id-ID,en;q=0.8' },
        })
      ).status,
    ).toBe(200);
    expect(wa.delivered.at(-1)).toMatchObject({ to: toWhatsAppNumber(other), language: 'id' });
  });

  it('retries transient errors (bounded) and then succeeds', async () => {
    wa.failNext = 2;
    const before = wa.requests;
    expect((await send(nextPhone())).status).toBe(200);
    expect(wa.requests - before).toBe(3);
  });

  it('a provider that stays down: 502 after 3 attempts, and the number may ask again at once', async () => {
    const phone = nextPhone();
    wa.mode = 'down';
    const before = wa.requests;
    const res = await send(phone);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('OTP could not be sent.');
    expect(wa.requests - before).toBe(3);
    wa.mode = 'up';
    expect((await send(phone)).status).toBe(200); // no 60-second throttle for a code nobody got
  });

  it('a hanging provider times out on every attempt and ends in 502', async () => {
    wa.mode = 'hang';
    const before = wa.requests;
    const res = await send(nextPhone());
    expect(res.status).toBe(502);
    expect(wa.requests - before).toBe(3);
  });

  it('a permanent refusal (4xx) is not retried', async () => {
    wa.mode = 'reject';
    const before = wa.requests;
    expect((await send(nextPhone())).status).toBe(502);
    expect(wa.requests - before).toBe(1);
  });
});
