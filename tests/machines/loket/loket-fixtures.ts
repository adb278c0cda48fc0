// The booth's test data (issue #24), shaped as the API answers it (kernel/schema.d.ts): a shift,
// today's departures from Tigaras, the fares, and booth tickets paid in cash, waiting for QRIS,
// paid by QRIS, and as Cari Tiket finds one. Shared by the machine and the screen tests.
import type { Schemas } from '../../../src/api/client';

export const TODAY = '2026-11-22';
/** 10:00 WIB on TODAY, the model's clock start (tests/machines/model.ts). */
export const NOW_MS = Date.UTC(2026, 10, 22, 3, 0, 0);

export const SHIFT: Schemas['CashierShift'] = {
  id: 5,
  cashierName: 'Kasir Tigaras',
  port: { id: 1, route: 'Tigaras' },
  openedAt: '2026-11-22T08:00:00+07:00',
  openingFloat: 500_000,
  closedAt: null,
  cashSales: { count: 2, total: 300_000 },
  qrisSales: { count: 1, total: 150_000 },
  cashRefunds: { count: 0, total: 0 },
  expectedCash: 800_000,
  countedCash: null,
  variance: null,
  note: null,
};

export const CLOSED_SHIFT: Schemas['CashierShift'] = {
  ...SHIFT,
  closedAt: '2026-11-22T16:00:00+07:00',
  countedCash: 800_000,
  variance: 0,
};

export const DEPARTURE: Schemas['OperatorDeparture'] = {
  id: 11,
  issuedDate: TODAY,
  issuedTime: '13:30:00',
  fromRoute: { id: 1, route: 'Tigaras' },
  toRoute: { id: 2, route: 'Simanindo' },
  origin: 'pattern',
  ship: { id: 1, name: 'KMP Sumut II' },
  status: 'open',
  closure: null,
  laneMetres: 120,
  usedMetres: 40,
  walkinMetres: 24,
  walkinUsedMetres: 4,
  onlineFreeMetres: 60,
  walkinReleased: false,
  walkinPercent: 20,
  walkinReleaseHours: 2,
  seats: 250,
  seatsUsed: 12,
  vehicles: 8,
  onlineVehicles: 6,
  loketVehicles: 2,
  qty: 10,
};

export const VEHICLE_TYPES: Schemas['VehicleType'][] = [
  { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', price: 150_000, insuranceFee: 2_000 },
];

export const PASSENGER_TYPES: Schemas['PassengerType'][] = [
  { id: 1, feeType: 'DEWASA', fee: 10_000, insuranceFee: 500, description: 'Penumpang berusia 5 tahun ke atas' },
  { id: 2, feeType: 'ANAK-ANAK', fee: 5_000, insuranceFee: 500, description: 'Anak di bawah 5 tahun' },
];

/** 150.000 + 2.000 + 400 + 2 × 10.500 + 1 × 5.500 */
export const TOTAL = 178_900;

export const SALE_VALUES = {
  scheduleId: '11',
  vehicleTypeId: '4',
  plate_number: 'bk 1234 abc',
  driver: { name: 'Budi Sitorus', phoneNumber: '081234567890', age: '40', gender: 'Laki - Laki', domicile: 'Parapat' },
  counts: { '1': '2', '2': '1' },
  buyerPhone: '',
  method: 'tunai' as const,
  amountReceived: '200000',
};

const TICKET_BASE: Schemas['BoothTicket'] = {
  transactionId: 77,
  invoiceId: 'INV-20261122-0077',
  scheduleId: 11,
  status: 'PAID',
  channel: 'loket',
  vehicleClass: 'Golongan IV',
  plateNumber: 'BK 1234 ABC',
  price: TOTAL,
  priceLines: [],
  paymentMethod: 'tunai',
  amountReceived: 200_000,
  change: 21_100,
  paidAt: '2026-11-22T10:00:00+07:00',
  shiftId: 5,
  passVersion: 1,
  qris: null,
  buyerPhone: null,
};

export const CASH_TICKET = TICKET_BASE;

export const QRIS_UNPAID: Schemas['BoothTicket'] = {
  ...TICKET_BASE,
  status: 'UNPAID',
  paymentMethod: 'qris',
  amountReceived: 0,
  change: 0,
  qris: { qrString: '00020101021226670016COM.NOBUBANK.WWW', expiresAt: '2026-11-22T10:15:00+07:00' },
};

export const QRIS_PAID: Schemas['BoothTicket'] = { ...QRIS_UNPAID, status: 'PAID', qris: null };
export const QRIS_EXPIRED: Schemas['BoothTicket'] = { ...QRIS_UNPAID, status: 'EXPIRED', qris: null };

export const DETAIL: Schemas['BoothTicketDetail'] = {
  ...TICKET_BASE,
  channel: 'online',
  paymentMethod: 'bank_transfer',
  amountReceived: 0,
  change: 0,
  shiftId: null,
  departureAt: '2026-11-22T16:30:00+07:00',
  fromRoute: 'Tigaras',
  toRoute: 'Simanindo',
  shipName: 'KMP Sumut II',
  departureStatus: 'open',
  driverName: 'Budi Sitorus',
  passengers: [{ label: 'Dewasa', count: 2 }],
  checkedIn: false,
  refund: null,
};

export const PREVIEW_ALLOWED: Schemas['BoothCancelPreview'] = {
  allowed: true,
  reason: null,
  refundPercent: 75,
  refundAmount: 134_175,
  fee: 44_725,
};

export const PREVIEW_REFUSED: Schemas['BoothCancelPreview'] = {
  allowed: false,
  reason: 'Tiket hanya dapat dibatalkan paling lambat 2 jam sebelum keberangkatan.',
  refundPercent: 0,
  refundAmount: 0,
  fee: 0,
};

export const CANCELLED_DETAIL: Schemas['BoothTicketDetail'] = {
  ...DETAIL,
  status: 'CANCELLED',
  refund: { amount: 134_175, method: 'tunai', refundedAt: '2026-11-22T10:05:00+07:00' },
};
