// The peak bench's faster clock (issue #39, server/platform/bench-clock.ts): piecewise, the same on
// every instance, never going back; read from BENCH_CLOCK, and refused in production.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/app/config';
import { benchClock, parseBenchClock, simAt } from '../../server/platform/bench-clock';

const base = { JWT_SECRET: 'j', PAYMENT_SECRET: 'p', DATA_DIR: '/nonexistent-seberang-test' };
const SIM = Date.UTC(2026, 11, 1, 17, 0); // 00:00 WIB
const value = JSON.stringify({
  segments: [
    { wall: 1_000, sim: SIM, speed: 1 },
    { wall: 61_000, sim: SIM + 7 * 86_400_000, speed: 300 },
  ],
  jobsEveryMs: 100,
});

describe('the bench clock', () => {
  it('runs each segment at its speed from its wall instant, and the next segment jumps ahead', () => {
    const { segments } = parseBenchClock(value);
    expect(simAt(segments, 1_000)).toBe(SIM);
    expect(simAt(segments, 31_000)).toBe(SIM + 30_000);
    expect(simAt(segments, 61_000)).toBe(SIM + 7 * 86_400_000);
    expect(simAt(segments, 62_000)).toBe(SIM + 7 * 86_400_000 + 300_000);
  });

  it('two instances, or one restarted, read the same time; it never goes back', () => {
    let wall = 30_000;
    const a = benchClock(parseBenchClock(value), () => wall);
    const b = benchClock(parseBenchClock(value), () => wall);
    expect(a()).toBe(b());
    wall = 29_000; // the machine's clock stepped back
    expect(a()).toBe(SIM + 29_000);
    expect(benchClock(parseBenchClock(value), () => 20_000)()).toBe(SIM + 19_000);
  });

  it('refuses malformed settings with what is wrong', () => {
    expect(() => parseBenchClock('nope')).toThrow(/JSON/);
    expect(() => parseBenchClock('{"segments":[]}')).toThrow(/segments/);
    expect(() => parseBenchClock('{"segments":[{"wall":1,"sim":2,"speed":0}]}')).toThrow(/speed/);
    expect(() => parseBenchClock('{"segments":[{"wall":5,"sim":2,"speed":1},{"wall":4,"sim":2,"speed":1}]}')).toThrow(
      /wall order/,
    );
    expect(() => parseBenchClock('{"segments":[{"wall":1,"sim":2,"speed":1}],"jobsEveryMs":1}')).toThrow(/jobsEveryMs/);
  });

  it('is read from BENCH_CLOCK outside production, and production refuses to start with it', () => {
    expect(loadConfig({ ...base }).benchClock).toBeNull();
    expect(loadConfig({ ...base, BENCH_CLOCK: value }).benchClock).toEqual(parseBenchClock(value));
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', BENCH_CLOCK: value })).toThrow(
      /BENCH_CLOCK.*production never runs/,
    );
  });
});
