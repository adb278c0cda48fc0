// Ubah Jadwal (issue #23) fixtures shared by the machine and screen tests: a paid ticket on
// Monday 23 Nov 2026 08:30 Simanindo → Tigaras, its TicketActions, and the departures it may move to.
import type { TransactionDetail } from '../../src/api/transactions';
import type { PendingRescheduleDto, RescheduleOptionDto, TicketActionsDto } from '../../src/api/tickets';

/** Sunday 22 Nov 2026, 10:00 WIB: the booking window is 22 … 29 Nov. */
export const NOW_MS = Date.UTC(2026, 10, 22, 3, 0, 0);

export const PRICE = 291_150;

export const actions = (reschedule: Partial<TicketActionsDto['reschedule']> = {}, free = false): TicketActionsDto => ({
  operatorCancelled: free,
  departureStopped: false,
  departureHeld: false,
  freeOptions: free,
  reschedule: { allowed: true, reason: null, feePercent: free ? 0 : 10, fee: free ? 0 : 29_115, ...reschedule },
  cancel: { allowed: true, reason: null, refundPercent: free ? 100 : 75, refundAmount: 218_362, fee: 72_788 },
  correct: { allowed: true, reason: null },
});

export const PENDING: PendingRescheduleDto = {
  changeId: 9,
  toDeparture: {
    scheduleId: 50,
    issuedDate: '2026-11-24',
    issuedTime: '10:00:00',
    fromRoute: 'Simanindo',
    toRoute: 'Tigaras',
  },
  amount: 29_115,
  paymentUrl: 'http://pay.test/session/pending',
  expiresAt: '2026-11-22T10:10:00+07:00',
};

export function ticket(overrides: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    id: 5,
    invoiceId: 'INV-20261122-000005',
    requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
    checkedIn: false,
    bankName: 'BCA',
    paymentMethod: 'Virtual Account',
    placedOrderDate: '2026-11-22',
    placedOrderTime: '10:00:00',
    plateNumber: 'BK 1234 ABC',
    price: PRICE,
    paid: true,
    status: 'PAID',
    paidDateTime: '2026-11-22T03:05:00.000Z',
    schedule: {
      id: 42,
      issuedDate: '2026-11-23',
      issuedTime: '08:30:00',
      fromRoute: { id: 1, route: 'Simanindo' },
      toRoute: { id: 2, route: 'Tigaras' },
    },
    vehicleClass: 'Golongan IV',
    actions: actions(),
    changes: [],
    refund: null,
    pendingChange: null,
    ...overrides,
  };
}

export const REFUSED_REASON = 'Ubah jadwal hanya bisa paling lambat 2 jam sebelum keberangkatan.';
export const refusedTicket = (overrides: Partial<TransactionDetail> = {}) =>
  ticket({ actions: actions({ allowed: false, reason: REFUSED_REASON, fee: 0 }), ...overrides });

export function option(
  scheduleId: number,
  issuedTime: string,
  money: { newFare: number; fee: number; difference: number },
  issuedDate = '2026-11-23',
): RescheduleOptionDto {
  return {
    departure: { scheduleId, issuedDate, issuedTime, fromRoute: 'Simanindo', toRoute: 'Tigaras' },
    seatsLeft: 37,
    ...money,
    amountDue: money.fee + money.difference,
  };
}

/** 10:00 at a higher fare (fee + difference), 13:00 at a lower one (fee only). */
export const OPTIONS: RescheduleOptionDto[] = [
  option(43, '10:00:00', { newFare: 301_150, fee: 29_115, difference: 10_000 }),
  option(44, '13:00:00', { newFare: 280_000, fee: 29_115, difference: 0 }),
];

/** The operator cancelled the departure: 08:30 free of charge. */
export const FREE_OPTIONS: RescheduleOptionDto[] = [option(45, '08:30:00', { newFare: PRICE, fee: 0, difference: 0 })];
