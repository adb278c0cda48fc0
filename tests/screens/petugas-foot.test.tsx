// The officer's view of walk-on passengers (issue #40 item 3), by role and label: the manifest lists
// foot tickets under "Pejalan kaki" (not as vehicles) and marks their passengers; the scanner's
// ticket card names the ticket kind instead of a vehicle and a driver.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { todayJakarta } from '../../kernel/time';
import { TicketCard } from '../../src/screens/petugas/pindai-verdict';
import { fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/petugas/manifes/42'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TODAY = todayJakarta(Date.now());
const OFFICER = { ...USER, id: 9, name: 'Rina Sitorus', phone_number: '081100000001' };
const FOOT = {
  transactionId: 7,
  invoiceId: 'INV-20261123-000007',
  scheduleId: 42,
  status: 'PAID' as const,
  passVersion: 1,
  vehicleClass: '',
  vehicleType: 'Pejalan kaki',
  plateNumber: '',
  driver: { name: '', age: 0, domicile: '' },
  passengers: [
    { name: 'Alice Walker', age: 30, domicile: 'Sydney' },
    { name: 'Bob Walker', age: 31, domicile: 'Sydney' },
  ],
  unnamedPassengers: [],
  checkedInAt: null,
  checkedInBy: null,
  channel: 'online' as const,
  kind: 'foot' as const,
};
const DEPARTURE = {
  scheduleId: 42,
  issuedDate: TODAY,
  issuedTime: '09:00:00',
  from: 'Simanindo',
  to: 'Tigaras',
  capacity: 40,
  vehicles: { booked: 0, checkedIn: 0 },
  people: { booked: 2, checkedIn: 0 },
};

describe('petugas: walk-on passengers', () => {
  it('the manifest lists foot tickets under Pejalan kaki and marks their passengers', async () => {
    storeSession(OFFICER, jwt(3600, { role: 'petugas' }));
    fakeApi({
      'GET /api/petugas/departures': () => ok({ date: TODAY, departures: [DEPARTURE] }),
      'GET /api/petugas/keys': () => ok({ keys: [] }),
      'GET /api/petugas/manifest/42': () => ok({ departure: DEPARTURE, tickets: [FOOT] }),
    });
    renderApp('/petugas/manifes/42');
    const foot = await screen.findByRole('region', { name: 'Pejalan kaki' });
    expect(within(foot).getByRole('listitem')).toHaveTextContent(
      /^INV-20261123-000007 · 2 orang · belum naik · Online$/,
    );
    expect(screen.getByRole('region', { name: 'Kendaraan' })).toHaveTextContent('Belum ada kendaraan.');
    expect(screen.getByRole('region', { name: 'Penumpang' })).toHaveTextContent(
      'Alice Walker, 30 tahun, Sydney · Pejalan kaki',
    );
  });

  it("the scanner's card names the ticket kind and its people, without a driver", () => {
    render(<TicketCard ticket={FOOT} />);
    const card = screen.getByRole('region', { name: 'INV-20261123-000007' });
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Jenis tiket', 'Jumlah orang']);
    expect(card).toHaveTextContent('Pejalan kaki (tanpa kendaraan)');
    expect(card).toHaveTextContent('Jumlah orang2');
    expect(card).not.toHaveTextContent('Pengemudi');
    expect(card).not.toHaveTextContent('Tidak ada penumpang selain pengemudi.');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alice Walker, 30 tahun, Sydney', 'Bob Walker, 31 tahun, Sydney']);
  });
});
