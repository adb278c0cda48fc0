// The booking draft konfirmasi-pesanan confirms: read from the spec's storage keys, priced with the
// server's own rule, and turned into the order request. Pure functions, used by the order machine
// and its children (no chart here), and the order machine's input, context and events (kept here
// so that order.machine.ts stays a chart of its states).
import type { OrderRequest } from '../api/transactions';
import type { PaymentMessage } from '../api/socket';
import type { PassengerType } from '../api/catalogue';
import type { Driver, PassengerEntry, StoredSchedule, TypedStorage, VehicleDraft } from '../lib/storage';
import { priceBreakdown, type PriceLine } from '../../kernel/pricing';
import { bookingProfile } from './saved-picks';
import type { BookingProfileInput } from '../api/profile';

export type OrderStorage = Pick<TypedStorage, 'get' | 'set' | 'remove' | 'clearOrderDraft'>;

export type OrderDraft = {
  scheduleId: number;
  schedule: StoredSchedule;
  vehicle: VehicleDraft;
  driver: Driver;
  passengers: PassengerEntry[];
  passengerTypes: PassengerType[];
  counts: Record<string, number>;
  /** What the ticked box saves once the order is placed (issue #40 item 2); null when unticked. */
  save: BookingProfileInput | null;
};

/** An open (unpaid) transaction's payment page, and its departure when known. */
export type OpenPayment = { paymentUrl: string; scheduleId: number | null };

/** The stored draft of pesan-tiket (spec §3 keys), or null when a part is missing or inconsistent. */
export function readDraft(storage: Pick<OrderStorage, 'get'>): OrderDraft | null {
  const scheduleId = storage.get('scheduleId');
  const schedule = storage.get('schedule');
  const vehicle = storage.get('kendaraan');
  const driver = storage.get('pengemudi');
  if (scheduleId === null || schedule === null || vehicle === null || driver === null) return null;
  if (schedule.id !== scheduleId) return null;
  const passengers = storage.get('penumpang') ?? [];
  return {
    scheduleId,
    schedule,
    vehicle,
    driver,
    passengers,
    passengerTypes: storage.get('passengerFee') ?? [],
    counts: storage.get('passengerTypeCounts') ?? {},
    save: bookingProfile({ vehicle, passengers }, storage.get('simpanProfil')),
  };
}

/** The confirmation screen's price lines and total: the same function the server charges with. */
export function draftPrice(draft: OrderDraft): { lines: PriceLine[]; total: number } | null {
  try {
    return priceBreakdown({
      vehicle: draft.vehicle.vehicle_type,
      passengers: draft.passengerTypes.map((t) => ({
        passengerTypeId: t.id,
        feeType: t.feeType,
        fee: t.fee,
        insuranceFee: t.insuranceFee,
        count: draft.counts[String(t.id)] ?? 0,
      })),
    });
  } catch {
    return null;
  }
}

/** The POST /api/transaction/order body (openapi.yaml OrderRequest). */
export function orderRequest(draft: OrderDraft, requestId: string): OrderRequest {
  const typeIds = new Set(draft.passengerTypes.map((t) => t.id));
  return {
    plate_number: draft.vehicle.plate_number,
    driver: {
      name: draft.driver.name,
      phoneNumber: draft.driver.phoneNumber,
      age: draft.driver.age,
      domicile: draft.driver.domicile,
      gender: draft.driver.gender as OrderRequest['driver']['gender'],
    },
    passengers: draft.passengerTypes
      .map((t) => ({ passengerId: t.id, amount: draft.counts[String(t.id)] ?? 0 }))
      .filter((p) => p.amount > 0),
    schedule: draft.scheduleId,
    vehicle: draft.vehicle.vehicle_type.id,
    manifest: draft.passengers
      .filter((p) => typeIds.has(p.passengerTypeId))
      .map((p) => ({ passengerId: p.passengerTypeId, name: p.name, age: p.age, domicile: p.domicile })),
    requestId,
  };
}

/** The order machine's (order.machine.ts) input, context and events. */
export type OrderInput = {
  userId: number | null;
  token: string | null;
  storage?: OrderStorage;
  now?: () => number;
  newRequestId?: () => string;
};

export type OrderContext = {
  userId: number | null;
  token: string | null;
  storage: OrderStorage;
  now: () => number;
  newRequestId: () => string;
  /** The idempotency key of the current confirmation. */
  requestId: string;
  /** The stored scheduleId: konfirmasi-pesanan's back button goes to pesan-tiket/{scheduleId}. */
  scheduleId: number | null;
  draft: OrderDraft | null;
  price: { lines: PriceLine[]; total: number } | null;
  redirectUrl: string | null;
  alert: string | null;
  /** Why this departure was refused (sold out, or closed by the operator, issue #22), while offering another. */
  refusal: string | null;
};

export type OrderEvent =
  | { type: 'CONFIRM' }
  | { type: 'PAYMENT.NEW' }
  | { type: 'PAYMENT.CONTINUE' }
  | { type: 'OPEN_ORDER.CONTINUE' }
  | { type: 'OPEN_ORDER.REPLACE' }
  | { type: 'ALERT.DISMISS' }
  | { type: 'ALTERNATIVE.CHOOSE' }
  | { type: 'SOCKET.CONNECTED' }
  | { type: 'SOCKET.DROPPED'; reason: string }
  | { type: 'SOCKET.MESSAGE'; message: PaymentMessage };
