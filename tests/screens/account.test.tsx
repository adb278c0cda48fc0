// account, informasi-akun, ganti-kata-sandi, pusat-bantuan and pengaturan, logged in, through the
// real routes, machines and API client against a fake server.
// Deterministic under load (issue #20 §7): the screens are loaded before any test renders, every
// wait is for a condition, and the session's expiry runs on a clock only the test moves (frozenClock).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fail, fakeApi, jwt, ok, renderApp, storeSession, USER } from './account.fake-api';
import { frozenClock, patientQueries, preloadScreens } from './patience';

patientQueries();

// The account screens, and login and beranda, where a logout, an expiry or a deletion leads.
beforeAll(() =>
  preloadScreens(
    '/account',
    '/informasi-akun',
    '/ganti-kata-sandi',
    '/pusat-bantuan',
    '/pengaturan',
    '/login',
    '/beranda',
  ),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function open(path: string, title: string, user: object = USER) {
  storeSession(user);
  renderApp(path);
  await screen.findByRole('heading', { name: title, level: 1 });
}

describe('account screen', () => {
  it('shows initials, name, phone, the menu, version, copyright and the bottom navigation', async () => {
    fakeApi({});
    await open('/account', 'Akun');
    expect(screen.getByText('RS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rina Siregar' })).toBeInTheDocument();
    expect(screen.getByText('081234567890')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu akun' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Informasi Akun', '/informasi-akun'],
      ['Kendaraan Saya', '/kendaraan-saya'],
      ['Penumpang Tersimpan', '/penumpang-tersimpan'],
      ['Ganti Kata Sandi', '/ganti-kata-sandi'],
      ['Riwayat Transaksi', '/riwayat-transaksi'],
      ['Pusat Bantuan', '/pusat-bantuan'],
      ['Pengaturan', '/pengaturan'],
    ]);
    expect(screen.getByText('Versi 1.0.0')).toBeInTheDocument();
    expect(screen.getByText('© 2026 PT Seberang Danau Toba')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Beranda', 'Tiket Saya', 'Akun']);
  });

  it('logs out after the server answers 200: all storage cleared, on to login', async () => {
    const api = fakeApi({ 'POST /api/auth/logout': () => ok() });
    await open('/account', 'Akun');
    localStorage.setItem('firstView', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it('after a logout, the next login lands on beranda, not back on account', async () => {
    fakeApi({
      'POST /api/auth/logout': () => ok(),
      'POST /api/auth/login': () => ok({ token: jwt() }),
      'GET /api/user/get': () => ok(USER),
    });
    await open('/account', 'Akun');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await screen.findByRole('heading', { name: 'Masuk' });
    await user.type(screen.getByLabelText('Nomor HP'), USER.phone_number);
    await user.type(screen.getByLabelText('Kata Sandi'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
  });

  it('alerts Failed to get user. when logout fails and stays logged in', async () => {
    fakeApi({ 'POST /api/auth/logout': () => fail(500, 'Internal server error.') });
    await open('/account', 'Akun');
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Failed to get user.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(currentPath()).toBe('/account');
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });
});

describe('session expiry', () => {
  it('sends the user to login when the token expires mid-session, and says why', async () => {
    // The clock stands still until the test moves it: however long rendering takes, the token
    // (valid for 5 s) is still valid when the heading appears, and expires only on the advance.
    frozenClock();
    fakeApi({});
    storeSession(USER, jwt(5));
    renderApp('/account');
    await screen.findByRole('heading', { name: 'Akun', level: 1 });
    expect(currentPath()).toBe('/account');
    await act(async () => vi.advanceTimersByTime(6000));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('informasi-akun screen', () => {
  it('edits name, age, gender and domicile and updates the stored user', async () => {
    const api = fakeApi({
      'PUT /api/user/edit': ({ body }) => ok({ ...USER, ...(body as object) }),
    });
    await open('/informasi-akun', 'Informasi Akun', { ...USER, age: null, gender: null, domicile: null });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Nama')).toHaveValue('Rina Siregar');
    const save = screen.getByRole('button', { name: 'Simpan' });
    expect(save).toBeDisabled();
    await user.click(screen.getByLabelText('Usia'));
    await user.tab();
    expect(screen.getByText('Usia tidak boleh kosong.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Usia'), '32');
    expect(screen.getByRole('combobox', { name: 'Jenis Kelamin' })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: 'Jenis Kelamin' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pilih jenis kelamin', 'Laki - Laki', 'Perempuan']);
    await user.selectOptions(screen.getByLabelText('Jenis Kelamin'), 'Perempuan');
    await user.type(screen.getByLabelText('Domisili'), 'Pematangsiantar');
    await user.click(save);
    expect(await screen.findByText('Informasi akun berhasil disimpan.')).toBeInTheDocument();
    expect(api.to('PUT', '/api/user/edit')[0]?.body).toEqual({
      name: 'Rina Siregar',
      age: 32,
      gender: 'Perempuan',
      domicile: 'Pematangsiantar',
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
        age: 32,
        domicile: 'Pematangsiantar',
      }),
    );
  });

  it('shows the required messages once touched', async () => {
    fakeApi({});
    await open('/informasi-akun', 'Informasi Akun');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Nama'));
    await user.clear(screen.getByLabelText('Domisili'));
    await user.tab();
    expect(screen.getByText('Nama tidak boleh kosong.')).toBeInTheDocument();
    expect(screen.getByText('Domisili tidak boleh kosong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('says when an update fails and what to do, keeping what was typed (issue #11)', async () => {
    const api = fakeApi({ 'PUT /api/user/edit': () => fail(500, 'Internal server error.') });
    await open('/informasi-akun', 'Informasi Akun');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Domisili'));
    await user.type(screen.getByLabelText('Domisili'), 'Parapat');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Data akun gagal disimpan. Silakan coba lagi.');
    expect(api.to('PUT', '/api/user/edit')).toHaveLength(1);
    expect(screen.getByLabelText('Domisili')).toHaveValue('Parapat');
    expect(screen.queryByText('Informasi akun berhasil disimpan.')).not.toBeInTheDocument();
  });

  it('gives name and domicile the length the server allows (100)', async () => {
    fakeApi({});
    await open('/informasi-akun', 'Informasi Akun');
    expect(screen.getByLabelText('Nama')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Domisili')).toHaveAttribute('maxlength', '100');
  });
});

describe('ganti-kata-sandi screen', () => {
  it('shows the spec messages', async () => {
    fakeApi({});
    await open('/ganti-kata-sandi', 'Ganti Kata Sandi');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Kata Sandi Saat Ini'));
    await user.click(screen.getByLabelText('Kata Sandi Baru'));
    await user.click(screen.getByLabelText('Konfirmasi Kata Sandi Baru'));
    await user.tab();
    expect(screen.getByText('Password tidak boleh kosong.')).toBeInTheDocument();
    expect(screen.getByText('Password baru tidak boleh kosong.')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi password tidak boleh kosong.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'pendek');
    expect(screen.getByText('Password minimal 8 karakter')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata Sandi Baru'), '-tapi-panjang');
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'berbeda-sekali');
    expect(screen.getByText('Password tidak sama.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  });

  it('sends the current and the new password, says so and empties the form', async () => {
    const api = fakeApi({ 'PUT /api/user/change-password': () => ok() });
    await open('/ganti-kata-sandi', 'Ganti Kata Sandi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kata Sandi Saat Ini'), 'lama-12345');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'baru-12345');
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'baru-12345');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kata sandi berhasil diubah.')).toBeInTheDocument();
    expect(api.to('PUT', '/api/user/change-password')[0]?.body).toEqual({
      password: 'lama-12345',
      new_password: 'baru-12345',
    });
    expect(screen.getByLabelText('Kata Sandi Saat Ini')).toHaveValue('');
  });

  it('says a wrong current password is wrong and keeps the form (issue #11)', async () => {
    const api = fakeApi({ 'PUT /api/user/change-password': () => fail(400, 'User password incorrect.') });
    await open('/ganti-kata-sandi', 'Ganti Kata Sandi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kata Sandi Saat Ini'), 'salah-12345');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'baru-12345');
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'baru-12345');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi saat ini salah. Silakan coba lagi.');
    expect(api.to('PUT', '/api/user/change-password')).toHaveLength(1);
    expect(screen.getByLabelText('Kata Sandi Baru')).toHaveValue('baru-12345');
    expect(screen.getByLabelText('Kata Sandi Saat Ini')).toHaveAttribute('maxlength', '128');
    expect(screen.queryByText('Kata sandi berhasil diubah.')).not.toBeInTheDocument();
  });
});

describe('pusat-bantuan screen', () => {
  it('shows the support number with a call and a chat button', async () => {
    fakeApi({});
    await open('/pusat-bantuan', 'Pusat Bantuan');
    expect(screen.getByText('0812-6000-1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Telepon Layanan Pelanggan' })).toHaveAttribute(
      'href',
      'tel:+6281260001234',
    );
    const chat = screen.getByRole('link', { name: 'Chat via WhatsApp' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281260001234');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('pengaturan screen', () => {
  it('deletes the account after confirmation, alerts Berhasil delete user., then clears storage and goes to login', async () => {
    const api = fakeApi({ 'DELETE /api/user/delete': () => ok() });
    await open('/pengaturan', 'Pengaturan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus Akun' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus akun?' });
    expect(within(confirm).queryByRole('status')).not.toBeInTheDocument();
    expect(api.to('DELETE', '/api/user/delete')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    const done = await screen.findByRole('alertdialog', { name: 'Pemberitahuan' });
    expect(done).toHaveTextContent('Berhasil delete user.');
    expect(api.to('DELETE', '/api/user/delete')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).not.toBeNull();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('warns, before deleting, about paid tickets for departures still ahead (issue #11)', async () => {
    const api = fakeApi({
      'GET /api/transaction/user/get-all': () => ok({ transactions: [{ id: 9, paid: true }], has_more: false }),
      'DELETE /api/user/delete': () => ok(),
    });
    await open('/pengaturan', 'Pengaturan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus Akun' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus akun?' });
    expect(within(confirm).getByRole('status')).toHaveTextContent(
      'Anda masih memiliki 1 tiket lunas untuk keberangkatan yang akan datang. Setelah akun dihapus, tiket tersebut tidak dapat dibuka lagi di aplikasi. Unduh e-tiketnya terlebih dahulu bila masih diperlukan.',
    );
    expect(api.to('GET', '/api/transaction/user/get-all')).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(api.to('DELETE', '/api/user/delete')).toHaveLength(0);
  });

  it('deletes nothing when the dialog is cancelled', async () => {
    const api = fakeApi({ 'DELETE /api/user/delete': () => ok() });
    await open('/pengaturan', 'Pengaturan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus Akun' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('alerts Error tidak terduga. when the delete fails and keeps the session', async () => {
    fakeApi({ 'DELETE /api/user/delete': () => fail(500, 'Internal server error.') });
    await open('/pengaturan', 'Pengaturan');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus Akun' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, Hapus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pemberitahuan' });
    expect(dialog).toHaveTextContent('Error tidak terduga.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(currentPath()).toBe('/pengaturan');
    expect(localStorage.getItem('authToken')).not.toBeNull();
  });
});
