// What the home chart (./home.machine.ts) loads and what beranda derives from it: the next
// crossing, the nearest departures of both directions, the profile prompt's rules.
import { fromCallback } from 'xstate';
import type { Route } from '../api/routes';
import { getSchedules, type Schedule } from '../api/schedules';
import { getUserTransactions, type TransactionListItem } from '../api/transactions';
import { isHiddenDeparture } from '../../kernel/countdown';
import type { StoredUser } from '../lib/storage';
import { departureEpochMs } from '../../kernel/time';
import { PORT_SIMANINDO, PORT_TIGARAS } from '../../kernel/constants';
import { loadRoutesShared, searchPath } from './search.machine';

/** Spec §9: nearest departures, 3 per direction; next paid departure, 1. */
export const NEAREST_PAGE_SIZE = 3;

export type NearestDepartures = {
  date: string;
  simanindo: Route | null;
  tigaras: Route | null;
  simanindoToTigaras: Schedule[];
  tigarasToSimanindo: Schedule[];
  /**
   * The route list or a direction's search failed (spec §8: silently an empty list). Offline,
   * beranda says the timetable cannot be loaded instead of 'no more departures today' (issue #21).
   */
  failed: boolean;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** GET /api/schedule/get-all/{date}?fromRoute&toRoute&page=0&size=3; null when it failed. */
async function nearestOneWay(date: string, from: Route | null, to: Route | null): Promise<Schedule[] | null> {
  if (!from || !to) return [];
  try {
    const page = await getSchedules({ date, fromRoute: from.id, toRoute: to.id, page: 0, size: NEAREST_PAGE_SIZE });
    return page.schedules.slice(0, NEAREST_PAGE_SIZE);
  } catch {
    return null;
  }
}

export async function loadNearestDepartures(date: string): Promise<NearestDepartures> {
  const routes = await loadRoutesShared();
  const simanindo = routes.find((r) => sameName(r.route, PORT_SIMANINDO)) ?? null;
  const tigaras = routes.find((r) => sameName(r.route, PORT_TIGARAS)) ?? null;
  const [simanindoToTigaras, tigarasToSimanindo] = await Promise.all([
    nearestOneWay(date, simanindo, tigaras),
    nearestOneWay(date, tigaras, simanindo),
  ]);
  return {
    date,
    simanindo,
    tigaras,
    simanindoToTigaras: simanindoToTigaras ?? [],
    tigarasToSimanindo: tigarasToSimanindo ?? [],
    failed: simanindoToTigaras === null || tigarasToSimanindo === null,
  };
}

/** The route list failed: nothing to show, and nothing known. */
export function failedNearest(date: string): NearestDepartures {
  return { date, simanindo: null, tigaras: null, simanindoToTigaras: [], tigarasToSimanindo: [], failed: true };
}

/**
 * The next crossing (issue #21): the soonest paid departure not yet boarded and not yet departed,
 * whatever order the tickets were bought in. The spec's home call (paid, size 1) with the
 * contract's `checkedIn=false&sort=departure`, so the server picks it from all of them.
 */
export async function loadNextCrossing(): Promise<TransactionListItem | null> {
  const page = await getUserTransactions({
    isActive: true,
    paid: true,
    checkedIn: false,
    sort: 'departure',
    page: 0,
    size: 1,
  });
  return page.transactions[0] ?? null;
}

/** The stored user lacks age, gender or domicile. */
export function isProfileIncomplete(user: StoredUser | null): boolean {
  if (!user) return false;
  const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
  return user.age === null || user.age === undefined || blank(user.gender) || blank(user.domicile);
}

export function departsAfter(tx: TransactionListItem | null, nowMs: number): boolean {
  if (!tx) return false;
  return departureEpochMs(tx.schedule.issuedDate, tx.schedule.issuedTime) > nowMs;
}

/**
 * 'Lihat semua': the search of the direction that had results, Simanindo → Tigaras first, else
 * Tigaras → Simanindo; null when neither had any.
 */
export function seeAllPath(nearest: NearestDepartures | null): string | null {
  if (!nearest || !nearest.simanindo || !nearest.tigaras) return null;
  const { simanindo, tigaras, date } = nearest;
  if (nearest.simanindoToTigaras.length > 0) return searchPath({ from: simanindo.id, to: tigaras.id, date });
  if (nearest.tigarasToSimanindo.length > 0) return searchPath({ from: tigaras.id, to: simanindo.id, date });
  return null;
}

/** The nearest departures still open at `nowMs` (those under 60 minutes away drop out as time passes). */
export function visibleNearest(schedules: Schedule[], nowMs: number): Schedule[] {
  return schedules.filter((s) => !isHiddenDeparture(s.issuedDate, s.issuedTime, nowMs));
}

export type NetworkEvent = { type: 'NETWORK.ONLINE' } | { type: 'NETWORK.OFFLINE' };

/**
 * The browser's network for the home chart: the current state first (so the chart never guesses
 * before it knows), then every change.
 */
export const browserNetwork = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'NETWORK.ONLINE' } satisfies NetworkEvent);
  const offline = () => sendBack({ type: 'NETWORK.OFFLINE' } satisfies NetworkEvent);
  if (typeof navigator === 'undefined' || navigator.onLine) online();
  else offline();
  if (typeof window === 'undefined') return undefined;
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});
