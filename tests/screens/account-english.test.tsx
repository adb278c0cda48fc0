// Akun and its pages in English (issue #40 item 1), through the real routes, machines and API
// client against a fake server, by role and label: the menu, Kendaraan Saya and Penumpang
// Tersimpan, informasi-akun, ganti-kata-sandi, pengaturan and pusat-bantuan, with the machines'
// Indonesian texts shown in English. The officer's account page stays Indonesian in English too.
// The Indonesian texts stay verbatim (./account.test.tsx, ./saved-lists.test.tsx).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from './memory-router';
import { AppRoutes } from '../../src/app';
import { StaticLanguage } from '../../src/hooks/language';
import { fail, fakeApi, jwt, ok, storeSession, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

beforeAll(() =>
  preloadScreens(
    '/account',
    '/informasi-akun',
    '/ganti-kata-sandi',
    '/pusat-bantuan',
    '/pengaturan',
    '/kendaraan-saya',
    '/penumpang-tersimpan',
    '/petugas/akun',
  ),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openInEnglish(path: string, title: string) {
  render(
    <StaticLanguage language="en">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </StaticLanguage>,
  );
  await screen.findByRole('heading', { name: title, level: 1 });
}

const sari = { id: 2, name: 'Sari', domicile: 'Medan', gender: 'Perempuan', birthYear: 1990, age: null, ageOn: null };

describe('Akun in English', () => {
  it('writes the menu, the profile card, Sign Out and the version in English', async () => {
    fakeApi({});
    storeSession();
    await openInEnglish('/account', 'Account');
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Rina Siregar');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Account Information', '/informasi-akun'],
      ['My Vehicles', '/kendaraan-saya'],
      ['Saved Passengers', '/penumpang-tersimpan'],
      ['Change Password', '/ganti-kata-sandi'],
      ['Transaction History', '/riwayat-transaksi'],
      ['Help Centre', '/pusat-bantuan'],
      ['Settings', '/pengaturan'],
    ]);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument();
  });

  it("keeps the officer's account page Indonesian (the staff pages are not translated)", async () => {
    fakeApi({});
    storeSession({ ...USER, name: 'Budi Petugas' }, jwt(3600, { role: 'petugas' }));
    await openInEnglish('/petugas/akun', 'Akun Petugas');
    expect(screen.getByRole('region', { name: 'Profil' })).toHaveTextContent('Budi Petugas');
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });
});

describe('saved lists in English', () => {
  it('lists, adds with English labels and messages, and deletes a saved passenger', async () => {
    let travellers = [sari];
    fakeApi({
      'GET /api/profile/travellers': () => ok({ travellers }),
      'DELETE /api/profile/travellers/2': () => {
        travellers = [];
        return ok();
      },
    });
    storeSession();
    await openInEnglish('/penumpang-tersimpan', 'Saved Passengers');
    const list = await screen.findByRole('list', { name: 'Saved Passengers' });
    expect(within(list).getByText('Female · born 1990 · Medan')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add Passenger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Passenger' });
    await user.click(within(dialog).getByLabelText('Name'));
    await user.tab();
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Age or Year of Birth')).toHaveAccessibleDescription(
      /Enter the age \(e\.g\. 34\) or the year of birth/,
    );
    const gender = within(dialog).getByLabelText('Gender');
    expect(within(gender).getByRole('option', { name: 'Male' })).toBeInTheDocument();
    expect(within(gender).getByRole('option', { name: 'Female' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Home Town')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Sari' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Sari?' });
    expect(within(confirm).getByText(/Sari will be removed from this list\./)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted.')).toBeInTheDocument();
    expect(screen.getByText(/^No saved passengers yet\./)).toBeInTheDocument();
  });

  it('writes My Vehicles and its form in English', async () => {
    fakeApi({
      'GET /api/profile/vehicles': () => ok({ vehicles: [] }),
      'GET /api/vehicle/get-all': () =>
        ok({
          vehicles: [
            { id: 4, vehicleClass: 'Golongan IV', vehicleType: 'Mobil penumpang', price: 250_000, insuranceFee: 2_000 },
          ],
        }),
    });
    storeSession();
    await openInEnglish('/kendaraan-saya', 'My Vehicles');
    expect(await screen.findByText(/^No saved vehicles yet\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Vehicle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vehicle' });
    expect(within(dialog).getByLabelText('Plate Number')).toHaveAttribute('placeholder', 'Example: BK 1234 ABC');
    expect(within(dialog).getByLabelText('Vehicle Class')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Plate Number'), 'XX');
    await user.tab();
    expect(await within(dialog).findByText('Plate number is not valid.')).toBeInTheDocument();
  });
});

describe('account pages in English', () => {
  it('informasi-akun: the labels, the saved note and a refusal', async () => {
    let reply = ok({ ...USER });
    fakeApi({ 'PUT /api/user/edit': () => reply });
    storeSession();
    await openInEnglish('/informasi-akun', 'Account Information');
    expect(screen.getByText('Mobile number: 081234567890')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rina Siregar');
    expect(screen.getByLabelText('Age')).toHaveValue(31);
    expect(within(screen.getByLabelText('Gender')).getByRole('option', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByLabelText('Home Town')).toHaveValue('Medan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account information saved.')).toBeInTheDocument();
    reply = fail(400, 'Bad request.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account details could not be saved. Check your entries.')).toBeInTheDocument();
  });

  it('ganti-kata-sandi: the labels, a form message and a wrong current password', async () => {
    fakeApi({ 'PUT /api/user/change-password': () => fail(400, 'User password incorrect.') });
    storeSession();
    await openInEnglish('/ganti-kata-sandi', 'Change Password');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Current Password'));
    await user.tab();
    expect(await screen.findByText('Enter your current password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'lama12345');
    await user.type(screen.getByLabelText('New Password'), 'baru12345');
    await user.type(screen.getByLabelText('Confirm New Password'), 'baru12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is wrong. Please try again.')).toBeInTheDocument();
  });

  it('pengaturan: deleting the account, with the warning about paid tickets, in English', async () => {
    fakeApi({
      'GET /api/transaction/user/get-all': () => ok({ transactions: [{ id: 9, paid: true }], has_more: false }),
      'DELETE /api/user/delete': () => ok(),
    });
    storeSession();
    await openInEnglish('/pengaturan', 'Settings');
    expect(screen.getByRole('heading', { name: 'Delete Account' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete account?' });
    expect(within(confirm).getByText(/Are you sure you want to delete your account\?/)).toBeInTheDocument();
    expect(within(confirm).getByRole('status')).toHaveTextContent(
      'You still have 1 paid tickets for upcoming departures.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
  });

  it('pusat-bantuan: the call and chat buttons in English', async () => {
    fakeApi({});
    storeSession();
    await openInEnglish('/pusat-bantuan', 'Help Centre');
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Customer Service' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' })).toBeInTheDocument();
  });
});
