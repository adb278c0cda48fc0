// Tarif's walk-on passengers' fares (issue #40 item 3) by role and label, with the real fares chart
// against a fake API: their own table per passenger type, and a foot fare saved as kind 'foot'.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayJakarta } from '../../kernel/time';
import { normaliseSpaces } from '../../kernel/money';
import { fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/operator/tarif'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TODAY = todayJakarta(Date.now());
const TOMORROW = addDays(TODAY, 1);
const fare = (id: number, kind: string, typeId: number, validFrom: string, amount: number) => ({
  id,
  kind,
  typeId,
  typeName: 'DEWASA',
  validFrom,
  amount,
  legalBasis: 'Tarif awal',
});
const BOOK = {
  fares: [fare(1, 'passenger', 1, '2020-01-01', 12000), fare(2, 'foot', 1, '2020-01-01', 11000)],
  vehicleClasses: [],
  passengerTypes: [{ id: 1, feeType: 'DEWASA', description: 'Dewasa', insuranceFee: 500 }],
};
const IMPACT = { validFrom: TOMORROW, until: null, nextFrom: null, departures: 3, lastDate: TOMORROW, ticketsKept: 0 };

describe('Tarif: pejalan kaki', () => {
  it('lists the foot fares apart and saves one as kind foot', async () => {
    storeSession({ ...USER, id: 2, name: 'Admin Operator' }, jwt(3600, { role: 'admin' }));
    const api = fakeApi({
      'GET /api/operator/fares': () => ok(BOOK),
      'POST /api/operator/fares/impact': () => ok({ impact: IMPACT }),
      'POST /api/operator/fares': () => ok({ fare: fare(3, 'foot', 1, TOMORROW, 13000), impact: IMPACT }),
    });
    renderApp('/operator/tarif');
    const foot = await screen.findByRole('table', { name: 'Tarif pejalan kaki' });
    expect(normaliseSpaces(within(foot).getByRole('row', { name: /DEWASA/ }).textContent ?? '')).toContain('Rp 11.000');
    const people = screen.getByRole('table', { name: 'Tarif penumpang' });
    expect(normaliseSpaces(within(people).getByRole('row', { name: /DEWASA/ }).textContent ?? '')).toContain(
      'Rp 12.000',
    );

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Tambah tarif' });
    await user.selectOptions(within(form).getByLabelText('Golongan / Jenis penumpang'), 'Pejalan kaki DEWASA – Dewasa');
    await user.type(within(form).getByLabelText('Tarif (Rp)'), '13000');
    await user.type(within(form).getByLabelText('Dasar hukum'), 'Pergub Sumut 1/2027');
    await user.type(within(form).getByLabelText('Alasan'), 'Tarif pejalan kaki');
    await user.click(within(form).getByRole('button', { name: 'Simpan Tarif' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, Simpan Tarif' }));
    expect(await screen.findByText(/^Tarif disimpan\./)).toBeInTheDocument();
    expect(api.to('POST', '/api/operator/fares')[0]?.body).toEqual({
      kind: 'foot',
      typeId: 1,
      validFrom: TOMORROW,
      amount: 13000,
      legalBasis: 'Pergub Sumut 1/2027',
      reason: 'Tarif pejalan kaki',
    });
    expect(api.to('POST', '/api/operator/fares/impact')[0]?.body).toEqual({
      kind: 'foot',
      typeId: 1,
      validFrom: TOMORROW,
    });
  });
});
