// The peak day's plan (issue #39), from one scale and one seed: the departures, who comes when,
// what each buyer does, and the bench clock's segments. Everything random comes from one seeded
// generator, so a run replays (`--seed`). Scale 1 is the day: two ships, 40 departures
// (20 each way, 05:00–02:00), ~900 vehicles and ~3,500 people, 60 % online and 40 % at two booths,
// 3,000 would-be buyers at the opening; the short form in `npm test` runs it at 1/20.
import type { BenchClockSegment } from '../../server/platform/bench-clock';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const WIB = 7 * HOUR;

/** A Golongan IV car: 500 cm of lane (the run's vehicles, kernel's class 4), and its people. */
export const CAR_CM = 500;
export const VEHICLE_CLASS_ID = 4;

/** mulberry32: small, fast, good enough for a load's choices. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlannedDeparture {
  /** 0-based; even: Simanindo → Tigaras (ship A), odd: Tigaras → Simanindo (ship B). */
  index: number;
  from: 'Simanindo' | 'Tigaras';
  at: number;
  laneCm: number;
  seats: number;
}

export type Payment = 'pays' | 'abandons' | 'late';

export interface Buyer {
  index: number;
  /** When they arrive (simulated epoch ms), from the opening on: an open arrival model. */
  arrival: number;
  /** The departure they want first (index into departures). */
  wants: number;
  payment: Payment;
  /** After 'Tiket habis', takes the next departure the same way (once). */
  retries: boolean;
  /** Passengers besides the driver. */
  passengers: number;
}

export interface Scenario {
  scale: number;
  seed: number;
  /** The travel day (Jakarta date) and the opening instant (00:00 WIB seven days before it). */
  day: string;
  opening: number;
  departures: PlannedDeparture[];
  buyers: Buyer[];
  scalpers: number;
  /** Orders each scalper tries at the opening. */
  scalperOrders: number;
  /** Booth sales over the day (vehicles), spread over the two booths. */
  boothSales: number;
  /** The 20-knot hold at 14:00 (departure indices), and which of them are then cancelled. */
  held: number[];
  cancelled: number[];
  /** The officer whose phone is offline for three departures (indices), syncing after the third. */
  offline: number[];
  noShowShare: number;
  /** Of the stranded: moves free, takes the refund, or does nothing. */
  choices: { move: number; refund: number };
  /** The clock: the opening at 1× (compressed below scale 1), then the week in a jump, then the day. */
  clock: { openingSpeed: number; daySpeed: number; openingWallMs: number; dayWallMs: number; jobsEveryMs: number };
  /** The day's simulated span: from 03:00 WIB to 02:30 the next day. */
  dayStart: number;
  dayEnd: number;
}

/** 00:00 WIB of the Jakarta date `date` (YYYY-MM-DD), epoch ms. */
export const jakartaMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - WIB;

export function planScenario(o: { scale: number; seed: number; day: string; burstSeconds?: number }): Scenario {
  const { scale, seed, day } = o;
  const random = rng(seed);
  const midnight = jakartaMidnight(day);
  const count = Math.max(8, Math.round(40 * scale));
  // 20 each way between 05:00 and 02:00 (21 hours): one every 21 h / (count/2 − 1) each way.
  const step = Math.floor((21 * HOUR) / (count / 2 - 1) / MINUTE) * MINUTE;
  const vehicles = Math.max(40, Math.round(900 * scale));
  const perDeparture = Math.ceil(vehicles / count);
  const departures: PlannedDeparture[] = Array.from({ length: count }, (_, i) => ({
    index: i,
    from: i % 2 === 0 ? 'Simanindo' : 'Tigaras',
    // Ship B sails 30 minutes after ship A, the other way.
    at: midnight + 5 * HOUR + Math.floor(i / 2) * step + (i % 2) * 30 * MINUTE,
    laneCm: perDeparture * CAR_CM,
    // ~3.9 people a vehicle: 3,500 people for 900 vehicles, with room to spare.
    seats: perDeparture * 5,
  }));
  const opening = midnight - 7 * DAY;
  const openingSpeed = scale >= 1 ? 1 : Math.min(10, 1 / scale);
  // The opening: 3,000 within 2 minutes; `--burst=30` packs them into 30 s (a stress run).
  const burstSim = (o.burstSeconds ?? 120) * 1000;
  const would = Math.max(60, Math.round(3000 * scale));
  // Open arrivals: exponential gaps at the rate that brings `would` buyers in 2 minutes.
  const rate = would / burstSim;
  let t = opening;
  const popular = (r: number) => Math.floor(Math.pow(r, 1.6) * count); // mornings first
  const buyers: Buyer[] = [];
  for (let i = 0; i < would; i++) {
    t += -Math.log(1 - random()) / rate;
    const p = random();
    buyers.push({
      index: i,
      arrival: Math.min(Math.round(t), opening + burstSim),
      wants: popular(random()),
      payment: p < 0.3 ? 'abandons' : p < 0.33 ? 'late' : 'pays',
      retries: random() < 0.5,
      passengers: 1 + Math.floor(random() * 4),
    });
  }
  const pick = (n: number, from: number[]) => from.slice(0, n);
  // Four of the afternoon's departures (from 16:00: boarding starts after the reopening) are held at
  // 14:00; two are cancelled.
  const afternoon = departures.filter((d) => d.at >= midnight + 16 * HOUR).map((d) => d.index);
  const held = pick(4, afternoon);
  const offline = departures.filter((d) => d.at > midnight + 8 * HOUR && d.from === 'Tigaras').map((d) => d.index);
  const dayStart = midnight + 3 * HOUR;
  const dayEnd = midnight + DAY + 2.5 * HOUR;
  const openingWallMs = Math.max(12_000, 150_000 * Math.min(1, scale));
  const dayWallMs = Math.max(40_000, 300_000 * Math.min(1, scale));
  return {
    scale,
    seed,
    day,
    opening,
    departures,
    buyers,
    scalpers: Math.max(2, Math.round(8 * scale)),
    scalperOrders: 10,
    boothSales: Math.round(vehicles * 0.4),
    held,
    cancelled: held.slice(0, 2),
    offline: offline.slice(0, 3),
    noShowShare: 0.1,
    choices: { move: 0.5, refund: 0.3 },
    clock: {
      openingSpeed,
      daySpeed: (dayEnd - dayStart) / dayWallMs,
      openingWallMs,
      dayWallMs,
      // The jobs' period: 10 s of the day's simulated time (production runs them every 5 s of real
      // time), within 30–100 ms of wall time so the polling stays cheap.
      jobsEveryMs: Math.min(100, Math.max(30, Math.round((10_000 * dayWallMs) / (dayEnd - dayStart)))),
    },
    dayStart,
    dayEnd,
  };
}

/**
 * The bench clock's segments from the run's wall start `t0`: 10 s before the opening at the
 * opening's speed; after the opening (and its holds' 15 minutes at 100×, so abandoned ones lapse),
 * the rest of the week in one jump of 5 s; then the day at its speed.
 */
export function clockSegments(s: Scenario, t0: number): { segments: BenchClockSegment[]; dayWallStart: number } {
  const lead = 10_000 * s.clock.openingSpeed;
  const openingSim = s.opening - lead;
  const afterOpening = t0 + s.clock.openingWallMs;
  const simAfterOpening = openingSim + s.clock.openingWallMs * s.clock.openingSpeed;
  // The opening's 15-minute holds lapse (and their space returns) at 100×, before the week's jump.
  const tail = 20 * MINUTE;
  const tailSpeed = 100;
  const weekStart = afterOpening + tail / tailSpeed;
  const simWeekStart = simAfterOpening + tail;
  const jumpWall = 5_000;
  const dayWallStart = weekStart + jumpWall;
  return {
    segments: [
      { wall: t0, sim: openingSim, speed: s.clock.openingSpeed },
      { wall: afterOpening, sim: simAfterOpening, speed: tailSpeed },
      { wall: weekStart, sim: simWeekStart, speed: (s.dayStart - simWeekStart) / jumpWall },
      { wall: dayWallStart, sim: s.dayStart, speed: s.clock.daySpeed },
    ],
    dayWallStart,
  };
}
