import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { applyOtpEvent, otpMachine, OTP_COUNTDOWN_SECONDS } from '../../src/machines/otp.machine';
import { after, assertFullCoverage, done, failed, pending, runModel } from './model';

const PHONE = '081234567890';
const wrongCode = { status: 400, message: 'Invalid OTP.' };
const throttled = { status: 429, message: 'OTP already sent. Please wait 12 seconds before requesting a new one.' };

function start(opts: { verify?: (code: string) => Promise<void>; resend?: () => Promise<void> } = {}) {
  const clock = new SimulatedClock();
  const calls = { verify: [] as string[], resend: 0 };
  const machine = otpMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input }: { input: { otp: string } }) => {
        calls.verify.push(input.otp);
        return opts.verify?.(input.otp);
      }),
      resendOtp: fromPromise(async () => {
        calls.resend++;
        return opts.resend?.();
      }),
    } as never,
  });
  const actor = createActor(machine, { clock, input: { phone: PHONE, purpose: 'register' } }).start();
  return { actor, clock, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Second by second: the simulated clock fires a timer armed during a step only on a later step. */
const advanceSeconds = (clock: SimulatedClock, seconds: number) => {
  for (let i = 0; i < seconds; i++) clock.increment(1000);
};

describe('otp machine', () => {
  it('counts down from 60 one second at a time and offers the resend link at 0', () => {
    const { actor, clock } = start();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    advanceSeconds(clock, 58);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().matches({ active: { timer: 'counting' } })).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().matches({ active: { timer: 'canResend' } })).toBe(true);
  });

  it('resends the code on request and restarts the countdown', async () => {
    const { actor, clock, calls } = start();
    advanceSeconds(clock, OTP_COUNTDOWN_SECONDS);
    actor.send({ type: 'OTP.RESEND' });
    await flush();
    expect(calls.resend).toBe(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().context.resent).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
  });

  it('ignores a resend request while the countdown runs', () => {
    const { actor, calls } = start();
    actor.send({ type: 'OTP.RESEND' });
    expect(calls.resend).toBe(0);
  });

  it('says how long to wait when the server throttles a resend', async () => {
    const { actor, clock } = start({ resend: () => Promise.reject(throttled) });
    advanceSeconds(clock, 60);
    actor.send({ type: 'OTP.RESEND' });
    await flush();
    expect(actor.getSnapshot().matches({ active: { timer: 'canResend' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(
      'Kode OTP sudah dikirim. Silakan tunggu 12 detik sebelum meminta kode baru.',
    );
  });

  it('checks the code as soon as the sixth digit is typed and ends when it is right', async () => {
    const { actor, calls } = start();
    '12345'.split('').forEach((d, i) => actor.send({ type: 'OTP.DIGIT', index: i, value: d }));
    expect(calls.verify).toEqual([]);
    actor.send({ type: 'OTP.DIGIT', index: 5, value: '6' });
    expect(actor.getSnapshot().matches({ active: { code: 'verifying' } })).toBe(true);
    await flush();
    expect(calls.verify).toEqual(['123456']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fills all six boxes from a pasted code and checks it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'OTP.PASTE', code: ' 987 654 ', index: 3 });
    expect(actor.getSnapshot().context.digits).toEqual(['9', '8', '7', '6', '5', '4']);
    await flush();
    expect(calls.verify).toEqual(['987654']);
  });

  it('clears the boxes and says the code is wrong when the server refuses it', async () => {
    const { actor } = start({ verify: () => Promise.reject(wrongCode) });
    actor.send({ type: 'OTP.PASTE', code: '111111' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { code: 'entering' } })).toBe(true);
    expect(snapshot.context.digits).toEqual(['', '', '', '', '', '']);
    expect(snapshot.context.error).toBe('Kode OTP salah dan tidak berlaku lagi. Silakan kirim ulang kode.');
    actor.send({ type: 'OTP.DIGIT', index: 0, value: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('says so when too many wrong codes were tried', async () => {
    const { actor } = start({ verify: () => Promise.reject({ status: 429, message: 'Too many wrong OTP attempts.' }) });
    actor.send({ type: 'OTP.PASTE', code: '111111' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(
      'Terlalu banyak percobaan kode yang salah. Silakan kirim ulang kode OTP.',
    );
  });

  it('keeps the digits after an unexpected failure, so the button can try the same code again', async () => {
    let fail = true;
    const { actor, calls } = start({
      verify: () => (fail ? Promise.reject({ status: 0, message: 'Network error' }) : Promise.resolve()),
    });
    actor.send({ type: 'OTP.PASTE', code: '246810' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Error tidak terduga.');
    expect(actor.getSnapshot().context.digits.join('')).toBe('246810');
    fail = false;
    actor.send({ type: 'OTP.SUBMIT' });
    await flush();
    expect(calls.verify).toEqual(['246810', '246810']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('submits only a complete code', () => {
    const { actor } = start();
    actor.send({ type: 'OTP.PASTE', code: '12' });
    actor.send({ type: 'OTP.SUBMIT' });
    expect(actor.getSnapshot().matches({ active: { code: 'entering' } })).toBe(true);
  });

  it('keeps one digit per box', () => {
    expect(applyOtpEvent(['', '', '', '', '', ''], { type: 'OTP.DIGIT', index: 2, value: '47' })).toEqual([
      '',
      '',
      '7',
      '',
      '',
      '',
    ]);
    expect(applyOtpEvent(['1', '', '', '', '', ''], { type: 'OTP.DIGIT', index: 0, value: 'a' })).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(applyOtpEvent(['', '', '', '', '', ''], { type: 'OTP.DIGIT', index: 9, value: '1' })).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(applyOtpEvent(['', '', '', '', '', ''], { type: 'OTP.PASTE', code: '987', index: 4 })).toEqual([
      '',
      '',
      '',
      '',
      '9',
      '8',
    ]);
  });

  it('reaches every state and transition, the countdown on the simulated clock (model-based)', async () => {
    type Snap = SnapshotFrom<typeof otpMachine>;
    const tick = after(1000, 'otp.active.timer.counting');
    const codeEvents = [
      { type: 'OTP.DIGIT', index: 0, value: '1' },
      { type: 'OTP.DIGIT', index: 0, value: '' },
      { type: 'OTP.DIGIT', index: 5, value: '6' },
      { type: 'OTP.PASTE', code: '12345' },
      { type: 'OTP.PASTE', code: '123456' },
      { type: 'OTP.SUBMIT' },
      done('verifyOtp'),
      failed('verifyOtp', wrongCode),
      failed('verifyOtp', { status: 0, message: 'Network error' }),
    ];
    const timerEvents = [{ type: 'OTP.RESEND' }, done('resendOtp'), failed('resendOtp', throttled)];
    const coverage = await runModel({
      name: 'otp',
      machine: otpMachine.provide({ actors: { verifyOtp: pending(), resendOtp: pending() } as never }),
      input: { phone: PHONE, purpose: 'register' },
      // Every second is its own state, so the walk reaches 0 through sixty real `after(1000)`
      // steps on the simulated clock. To keep the graph small, the boxes are exercised while the
      // countdown is at 60, the countdown runs from the untouched boxes only (mid-countdown only
      // time passes), and the resend events are tried once it is at 0.
      events: (s: Snap) => {
        if (s.status === 'done') return [];
        if (!s.matches({ active: { timer: 'counting' } })) return [...timerEvents, tick];
        if (s.context.secondsLeft < OTP_COUNTDOWN_SECONDS) return [tick];
        const untouched = s.matches({ active: { code: 'entering' } }) && s.context.digits.every((d) => d === '');
        return untouched ? [...codeEvents, ...timerEvents, tick] : codeEvents;
      },
      serializeState: (s: Snap) =>
        JSON.stringify([s.value, s.status, s.context.secondsLeft, s.context.digits.join(',')]),
      onStep: (s: Snap) => {
        expect(s.context.secondsLeft).toBeGreaterThanOrEqual(0);
        expect(s.context.secondsLeft).toBeLessThanOrEqual(OTP_COUNTDOWN_SECONDS);
        if (s.matches({ active: { timer: 'canResend' } })) expect(s.context.secondsLeft).toBe(0);
      },
    });
    assertFullCoverage(coverage);
  });
});
