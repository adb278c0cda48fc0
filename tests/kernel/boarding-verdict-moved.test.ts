// The scanner's "Tiket sudah dipindah" (issue #23): a QR older than the version a move to another
// departure gave reads MOVED, naming the new departure; a QR replaced for another reason (a data
// correction after the move) still reads as no longer valid. Issue #38: the card then says to ask for
// the new QR (verdictNextStep).
import { describe, expect, it } from 'vitest';
import {
  judgeTicket,
  verdictNextStep,
  VERDICT_TEXT,
  type ManifestTicket,
  type OfficerDeparture,
} from '../../kernel/boarding-verdict';

const oldDeparture: OfficerDeparture = {
  scheduleId: 7,
  issuedDate: '2026-11-24',
  issuedTime: '07:15:00',
  from: 'Simanindo',
  to: 'Tigaras',
  status: 'open',
};
const newDeparture: OfficerDeparture = { ...oldDeparture, scheduleId: 8, issuedTime: '08:30:00' };

/** A ticket moved from the 07:15 to the 08:30: its pass went from version 1 to 2. */
const moved: ManifestTicket = {
  transactionId: 5,
  invoiceId: 'INV-20261123-000005',
  scheduleId: 8,
  status: 'PAID',
  passVersion: 2,
  movedAtVersion: 2,
  vehicleClass: 'Golongan IV',
  vehicleType: 'Mobil',
  plateNumber: 'BK 1234 ABC',
  driver: { name: 'Budi', age: 40, domicile: 'Medan' },
  passengers: [],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
};

describe('judgeTicket: a moved ticket', () => {
  it('refuses the old QR as moved, at the old departure and at the new one, naming where it went', () => {
    for (const expected of [oldDeparture, newDeparture]) {
      const v = judgeTicket({ ticket: moved, ticketDeparture: newDeparture, expected, passVersion: 1 });
      expect(v.code).toBe('MOVED');
      expect(v.message).toBe('Tiket sudah dipindah ke Simanindo – Tigaras, Selasa, 24 November 2026 pukul 08:30 WIB.');
      expect(v.message.startsWith('Tiket sudah dipindah')).toBe(true);
    }
  });

  it('says only "Tiket sudah dipindah." when the new departure is unknown', () => {
    const v = judgeTicket({ ticket: moved, ticketDeparture: null, expected: oldDeparture, passVersion: 1 });
    expect(v).toEqual({ code: 'MOVED', message: VERDICT_TEXT.MOVED });
    expect(VERDICT_TEXT.MOVED).toBe('Tiket sudah dipindah.');
  });

  it('accepts the new QR at the new departure and sends it away from the old one', () => {
    expect(
      judgeTicket({ ticket: moved, ticketDeparture: newDeparture, expected: newDeparture, passVersion: 2 }).code,
    ).toBe('VALID');
    expect(
      judgeTicket({ ticket: moved, ticketDeparture: newDeparture, expected: oldDeparture, passVersion: 2 }).code,
    ).toBe('WRONG_DEPARTURE');
  });

  it('keeps "no longer valid" for a QR replaced after the move (a correction), and for a ticket never moved', () => {
    const corrected = { ...moved, passVersion: 3 };
    const after = judgeTicket({
      ticket: corrected,
      ticketDeparture: newDeparture,
      expected: newDeparture,
      passVersion: 2,
    });
    expect(after).toEqual({ code: 'CANCELLED', message: VERDICT_TEXT.STALE });
    expect(
      judgeTicket({ ticket: corrected, ticketDeparture: newDeparture, expected: newDeparture, passVersion: 1 }).code,
    ).toBe('MOVED');
    for (const movedAtVersion of [null, undefined]) {
      const never = { ...moved, scheduleId: 7, movedAtVersion };
      expect(
        judgeTicket({ ticket: never, ticketDeparture: oldDeparture, expected: oldDeparture, passVersion: 1 }).code,
      ).toBe('CANCELLED');
    }
  });

  it('a cancelled moved ticket reads cancelled, whatever its QR', () => {
    const cancelled = { ...moved, status: 'CANCELLED' as const };
    expect(
      judgeTicket({ ticket: cancelled, ticketDeparture: newDeparture, expected: oldDeparture, passVersion: 1 }).code,
    ).toBe('CANCELLED');
  });
});

describe('judgeTicket: a held or cancelled sailing (issue #37)', () => {
  const onOld: ManifestTicket = { ...moved, scheduleId: 7, passVersion: 1, movedAtVersion: null };
  it("is never Tiket Sah: the ticket's departure or the one being loaded decides", () => {
    const held = { ...oldDeparture, status: 'held' as const };
    const cancelled = { ...oldDeparture, status: 'cancelled' as const };
    expect(
      judgeTicket({ ticket: onOld, ticketDeparture: oldDeparture, expected: oldDeparture, passVersion: 1 }).code,
    ).toBe('VALID');
    expect(judgeTicket({ ticket: onOld, ticketDeparture: held, expected: held, passVersion: 1 })).toEqual({
      code: 'DEPARTURE_HELD',
      message: VERDICT_TEXT.DEPARTURE_HELD,
    });
    expect(judgeTicket({ ticket: onOld, ticketDeparture: cancelled, expected: cancelled, passVersion: null })).toEqual({
      code: 'DEPARTURE_CANCELLED',
      message: VERDICT_TEXT.DEPARTURE_CANCELLED,
    });
    // Even a checked-in ticket (a cancellation after loading voids it on the server; an old copy may not know).
    const boarded = { ...onOld, checkedInAt: '2026-11-24T07:00:00+07:00', checkedInBy: 'Rina' };
    expect(judgeTicket({ ticket: boarded, ticketDeparture: cancelled, expected: cancelled, passVersion: 1 }).code).toBe(
      'DEPARTURE_CANCELLED',
    );
    // A ticket of another departure scanned at a cancelled one: not boarded there either.
    expect(
      judgeTicket({ ticket: moved, ticketDeparture: newDeparture, expected: cancelled, passVersion: 2 }).code,
    ).toBe('DEPARTURE_CANCELLED');
    // A moved ticket's old QR still says where it went, whatever became of the old departure.
    expect(
      judgeTicket({ ticket: moved, ticketDeparture: newDeparture, expected: cancelled, passVersion: 1 }).code,
    ).toBe('MOVED');
  });
});

describe('verdictNextStep (issue #38): the old QR says to show the new one', () => {
  it('tells the officer to ask for the new QR on MOVED only', () => {
    expect(verdictNextStep('MOVED')).toBe(
      'Kode ini sudah tidak berlaku. Minta penumpang menunjukkan kode QR yang baru.',
    );
    expect(VERDICT_TEXT.MOVED_NEXT).toBe(verdictNextStep('MOVED'));
    for (const code of ['VALID', 'CANCELLED', 'DEPARTURE_HELD', 'WRONG_DEPARTURE'] as const) {
      expect(verdictNextStep(code)).toBeNull();
    }
  });
});
