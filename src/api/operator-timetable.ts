// The operator's timetable calls (issue #22, Jadwal): weekly patterns, one date's exceptions and
// extra departures. A change that would remove departures with tickets answers 409 with
// `data.affected`; it is thrown as an `AffectedConflict` carrying that list, so the machine can ask
// for a decision per departure and resend with `decisions`.
import { api, unwrap, ApiError, type Schemas } from './client';

export type PatternDto = Schemas['Pattern'];
export type PatternInput = Schemas['PatternInput'];
export type TimetableExceptionDto = Schemas['TimetableException'];
export type ExceptionInput = Schemas['ExceptionInput'];
export type ExtraDepartureInput = Schemas['ExtraDepartureInput'];
export type AffectedDepartureDto = Schemas['AffectedDeparture'];
export type DepartureDecision = Schemas['DepartureDecision'];
export type ShipDto = Schemas['Ship'];
export type PortDto = Schemas['Route'];

export type CrossingTimeDto = Schemas['CrossingTime'];
export type CrossingTimeInput = Schemas['CrossingTimeInput'];
export type ShipClashDto = Schemas['ShipClash'];

export type TimetableData = {
  patterns: PatternDto[];
  exceptions: TimetableExceptionDto[];
  horizonDays: number;
  ships: ShipDto[];
  ports: PortDto[];
  /** Every pair of ports with its crossing time (issue #38). */
  crossingTimes: CrossingTimeDto[];
};

/** A 409 whose body lists the departures with tickets the change would remove. */
export class AffectedConflict extends ApiError {
  readonly affected: AffectedDepartureDto[];
  constructor(message: string, affected: AffectedDepartureDto[]) {
    super('http', 409, message);
    this.name = 'AffectedConflict';
    this.affected = affected;
  }
}

export function isAffectedConflict(error: unknown): error is AffectedConflict {
  return error instanceof AffectedConflict;
}

/**
 * Issue #38: a 409 to Tambah Keberangkatan whose body lists the ship's own sailings within one
 * crossing time; the same request with `allowClash: true` adds the departure anyway.
 */
export class ClashConflict extends ApiError {
  readonly clashes: ShipClashDto[];
  readonly crossingMinutes: number;
  constructor(message: string, clashes: ShipClashDto[], crossingMinutes: number) {
    super('http', 409, message);
    this.name = 'ClashConflict';
    this.clashes = clashes;
    this.crossingMinutes = crossingMinutes;
  }
}

export function isClashConflict(error: unknown): error is ClashConflict {
  return error instanceof ClashConflict;
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** `unwrap`, but a 409 with `data.affected` becomes an AffectedConflict. */
async function unwrapWrite<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call.catch(() => null);
  const body = result?.error as
    { message?: unknown; data?: { affected?: unknown; clashes?: unknown; crossingMinutes?: unknown } } | undefined;
  const message = typeof body?.message === 'string' ? body.message : 'Conflict';
  if (result && result.response.status === 409 && Array.isArray(body?.data?.affected)) {
    throw new AffectedConflict(message, body.data.affected as AffectedDepartureDto[]);
  }
  if (result && result.response.status === 409 && Array.isArray(body?.data?.clashes)) {
    const minutes = typeof body.data.crossingMinutes === 'number' ? body.data.crossingMinutes : 0;
    throw new ClashConflict(message, body.data.clashes as ShipClashDto[], minutes);
  }
  return unwrap(result ? Promise.resolve(result) : call);
}

/** Patterns, this horizon's exceptions, the ships, the ports and their crossing times (what Jadwal shows and picks from). */
export async function loadTimetable(): Promise<TimetableData> {
  const [timetable, ships, ports, crossing] = await Promise.all([
    unwrap(api().GET('/api/operator/patterns')),
    unwrap(api().GET('/api/operator/ships')),
    unwrap(api().GET('/api/route/get-all', { params: { query: {} } })),
    unwrap(api().GET('/api/operator/crossing-times')),
  ]);
  return {
    ...timetable.data,
    ships: ships.data.ships,
    ports: ports.data,
    crossingTimes: crossing.data.crossingTimes,
  };
}

export async function createPattern(body: PatternInput): Promise<PatternDto> {
  return (await unwrapWrite(api().POST('/api/operator/patterns', { body }))).data.pattern;
}

export async function updatePattern(id: number, body: PatternInput): Promise<PatternDto> {
  return (await unwrapWrite(api().PUT('/api/operator/patterns/{id}', { params: { path: { id } }, body }))).data.pattern;
}

export async function createException(body: ExceptionInput): Promise<TimetableExceptionDto> {
  return (await unwrapWrite(api().POST('/api/operator/exceptions', { body }))).data.exception;
}

export async function deleteException(id: number, reason: string): Promise<void> {
  await unwrap(api().DELETE('/api/operator/exceptions/{id}', { params: { path: { id }, query: { reason } } }));
}

export async function createExtraDeparture(body: ExtraDepartureInput): Promise<void> {
  await unwrapWrite(api().POST('/api/operator/departures', { body }));
}

/** Issue #38: a pair of ports' crossing time (Waktu penyeberangan), either way. */
export async function setCrossingTime(body: CrossingTimeInput): Promise<CrossingTimeDto> {
  return (await unwrap(api().PUT('/api/operator/crossing-times', { body }))).data.crossingTime;
}
