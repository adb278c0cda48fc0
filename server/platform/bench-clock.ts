// The peak bench's clock (issue #39, bench/peak/): a simulated time that runs faster than the wall
// clock, so a whole peak day replays in minutes. BENCH_CLOCK holds it as JSON:
//   { "segments": [{ "wall": <epoch ms>, "sim": <epoch ms>, "speed": <×> }, …], "jobsEveryMs": <ms> }
// From each segment's `wall` instant on (until the next segment's), the time is
// sim + (Date.now() − wall) × speed: piecewise, so the opening can run at 1× and the week after it
// jump ahead. The segments are absolute, so every instance, and an instance restarted after a
// crash, reads the same time. `jobsEveryMs` paces the background jobs (holds, moves, notices, …)
// in wall time, so they keep up with the faster time. Every server timer reads the injected clock
// (platform/clock.ts), so holds, the 60-minute cut-off, the walk-in release and notices all follow.
// Production refuses it (app/config.ts): a server whose time is not the real time must never sell.
import type { Clock } from './clock';

export interface BenchClockSegment {
  wall: number;
  sim: number;
  speed: number;
}

export interface BenchClockSettings {
  segments: BenchClockSegment[];
  jobsEveryMs: number;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** BENCH_CLOCK's value, checked; throws with what is wrong. */
export function parseBenchClock(value: string): BenchClockSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('BENCH_CLOCK must be JSON: {"segments":[{"wall":…,"sim":…,"speed":…}],"jobsEveryMs":…}.');
  }
  const p = parsed as Partial<BenchClockSettings> | null;
  const segments = p?.segments;
  if (
    !Array.isArray(segments) ||
    segments.length === 0 ||
    !segments.every((s: unknown) => {
      const seg = s as Partial<BenchClockSegment> | null;
      return !!seg && finite(seg.wall) && finite(seg.sim) && finite(seg.speed) && seg.speed > 0 && seg.speed <= 1e6;
    })
  ) {
    throw new Error('BENCH_CLOCK needs segments, each with wall and sim (epoch ms) and a speed above 0.');
  }
  for (let i = 1; i < segments.length; i++) {
    if (segments[i]!.wall <= segments[i - 1]!.wall) throw new Error('BENCH_CLOCK segments must be in wall order.');
  }
  const jobsEveryMs = p?.jobsEveryMs ?? 100;
  if (!finite(jobsEveryMs) || jobsEveryMs < 10 || jobsEveryMs > 60_000) {
    throw new Error('BENCH_CLOCK jobsEveryMs must be from 10 to 60000.');
  }
  return { segments: segments.map((s) => ({ wall: s.wall, sim: s.sim, speed: s.speed })), jobsEveryMs };
}

/** The simulated time of the wall instant `wallMs` (before the first segment: its start). */
export function simAt(segments: readonly BenchClockSegment[], wallMs: number): number {
  let current = segments[0]!;
  for (const s of segments) if (s.wall <= wallMs) current = s;
  return Math.floor(current.sim + Math.max(0, wallMs - current.wall) * current.speed);
}

/** The clock the server injects everywhere (never going back, even across segments). */
export function benchClock(settings: BenchClockSettings, wall: () => number = Date.now): Clock {
  let last = -Infinity;
  return () => {
    last = Math.max(last, simAt(settings.segments, wall()));
    return last;
  };
}
