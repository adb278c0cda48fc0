// A paid ticket with its self-service (issue #23), shared by the ticket-actions machine and
// tiket-detail screen tests.
import type { TransactionDetail } from '../../src/api/transactions';

export const ACTIONS_OPEN: NonNullable<TransactionDetail['actions']> = {
  operatorCancelled: false,
  departureStopped: false,
  departureHeld: false,
  freeOptions: false,
  reschedule: { allowed: true, reason: null, feePercent: 10, fee: 29_115 },
  cancel: { allowed: true, reason: null, refundPercent: 75, refundAmount: 218_362, fee: 72_788 },
  correct: { allowed: true, reason: null },
};
export const LATE_REASON = 'Kurang dari 2 jam sebelum keberangkatan.';
export const ACTIONS_LATE: NonNullable<TransactionDetail['actions']> = {
  ...ACTIONS_OPEN,
  reschedule: { ...ACTIONS_OPEN.reschedule, allowed: false, reason: LATE_REASON },
  cancel: { ...ACTIONS_OPEN.cancel, allowed: false, reason: LATE_REASON },
};
export const ACTIONS_OPERATOR: NonNullable<TransactionDetail['actions']> = {
  operatorCancelled: true,
  departureStopped: false,
  departureHeld: false,
  freeOptions: true,
  reschedule: { allowed: true, reason: null, feePercent: 0, fee: 0 },
  cancel: { allowed: true, reason: null, refundPercent: 100, refundAmount: 291_150, fee: 0 },
  correct: { allowed: true, reason: null },
};

export const PAID: TransactionDetail = {
  id: 5,
  invoiceId: 'INV-20261122-000005',
  requestId: '3f6c1c1e-8a55-4f53-9a59-0c0d7e2b9a11',
  checkedIn: false,
  bankName: 'BCA',
  paymentMethod: 'Virtual Account',
  placedOrderDate: '2026-11-22',
  placedOrderTime: '10:00:00',
  plateNumber: 'BK 1234 ABC',
  price: 291_150,
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
  driverName: 'Budi',
  driver: { name: 'Budi', age: 40, domicile: 'Medan' },
  manifest: [{ passengerId: 1, name: 'Sari', age: 30, domicile: 'Medan' }],
  passengerNames: ['Sari'],
  actions: ACTIONS_OPEN,
  changes: [],
  refund: null,
  pendingChange: null,
};

/** Cancelled by the passenger: no longer `paid` (the server's paid is status PAID), refunded. */
export const CANCELLED: TransactionDetail = {
  ...PAID,
  paid: false,
  boardingPass: null,
  actions: null,
  status: 'CANCELLED',
  refund: {
    amount: 218_362,
    percent: 75,
    status: 'processing',
    method: 'midtrans',
    requestedAt: '2026-11-22T04:00:00.000Z',
    refundedAt: null,
  },
  changes: [
    {
      id: 9,
      kind: 'cancel',
      status: 'done',
      at: '2026-11-22T04:00:00.000Z',
      fromDeparture: null,
      toDeparture: null,
      fee: 0,
      difference: 0,
      refundAmount: 218_362,
      by: 'Andi',
      fields: [],
    },
  ],
};

export const PENDING: TransactionDetail = {
  ...PAID,
  pendingChange: {
    changeId: 11,
    toDeparture: {
      scheduleId: 43,
      issuedDate: '2026-11-23',
      issuedTime: '10:00:00',
      fromRoute: 'Simanindo',
      toRoute: 'Tigaras',
    },
    amount: 45_000,
    paymentUrl: 'http://pay.test/reschedule-11',
    // 2026-11-22 10:15 WIB
    expiresAt: '2026-11-22T03:15:00.000Z',
  },
};
