import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { paymentWindowMachine } from '../../src/machines/payment-window.machine';
import { formatMmSs } from '../../kernel/countdown';
import { after, assertFullCoverage, runModels } from './model';

const START = Date.UTC(2026, 10, 22, 3, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

function start(placedOrderDateTime: string) {
  const clock = new SimulatedClock();
  clock.set(START);
  const actor = createActor(paymentWindowMachine, {
    clock,
    input: { transactionId: 12, placedOrderDateTime, now: () => clock.now() },
  }).start();
  const shown = () => {
    const r = actor.getSnapshot().context.remaining;
    return formatMmSs(r.minutes, r.seconds);
  };
  return { clock, actor, shown };
}

describe('payment window machine', () => {
  it('counts 15 minutes down from placedOrderDateTime, one second at a time (simulated clock)', () => {
    const { clock, actor, shown } = start(iso(START));
    expect(shown()).toBe('15:00');
    clock.increment(1_000);
    expect(shown()).toBe('14:59');
    clock.increment(59_000);
    expect(shown()).toBe('14:00');
    clock.increment(13 * 60_000 + 59_000);
    expect(shown()).toBe('00:01');
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1_000);
    expect(shown()).toBe('00:00');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ transactionId: 12 });
  });

  it('reads a Jakarta wall-clock time without offset and an instant with +07:00 alike', () => {
    // 03:00Z is 10:00 WIB; placed at 09:50 WIB → 5 minutes left.
    expect(start('2026-11-22T09:50:00').shown()).toBe('05:00');
    expect(start('2026-11-22T09:50:00+07:00').shown()).toBe('05:00');
  });

  it('ticks on the display second when the order was not placed on a whole second', () => {
    const { clock, actor, shown } = start(iso(START - 14 * 60_000 - 59_500)); // 0.5 s left
    expect(shown()).toBe('00:01');
    clock.increment(499);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is over at once for a window already past or an unreadable time', () => {
    expect(start(iso(START - 15 * 60_000)).actor.getSnapshot().status).toBe('done');
    expect(start('yesterday').actor.getSnapshot().status).toBe('done');
  });

  it('reaches every state and transition (model-based)', async () => {
    const worldFor = (name: string, placedMs: number) => ({
      world: name,
      machine: paymentWindowMachine,
      startMs: START,
      inputFor: (clock: SimulatedClock, world: Record<string, unknown>) => ({
        transactionId: 12,
        placedOrderDateTime: iso(placedMs),
        // The device slept: its clock moved on without the timers firing.
        now: () => clock.now() + Number(world.skew ?? 0),
      }),
      effects: {
        'TEST.DEVICE_SLEPT_15_MINUTES': ({ world }: { world: Record<string, unknown> }) => {
          world.skew = 15 * 60_000;
        },
      },
      events: (s: { status: string }) =>
        s.status === 'done' ? [] : [{ type: 'TEST.DEVICE_SLEPT_15_MINUTES' }, after('tick', 'paymentWindow.counting')],
      serializeState: (s: { value: unknown; status: string; context: { remaining: { totalSeconds: number } } }) =>
        JSON.stringify([s.value, s.status, s.context.remaining.totalSeconds > 0]),
    });
    const coverage = await runModels('paymentWindow', [
      worldFor('placed just now', START),
      worldFor('placed 20 minutes ago', START - 20 * 60_000),
    ]);
    assertFullCoverage(coverage);
  });
});
