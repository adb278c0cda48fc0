// login: the spec's fields, messages and failures, through the real route, machine and API client
// against a fake server. Deterministic under load (issue #20 §7): the screens it visits are loaded
// before any test renders, and every wait is for a condition (findBy / waitFor), never a time.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fail, fakeApi, jwt, ok, renderApp, USER } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();

// Login, where a login lands (beranda, or the protected page the guard came from).
beforeAll(() => preloadScreens('/login', '/beranda', '/pusat-bantuan'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openLogin(state?: unknown) {
  renderApp(state === undefined ? '/login' : { pathname: '/login', state });
  return screen.findByRole('heading', { name: 'Masuk' });
}

async function fillAndSubmit(phone = USER.phone_number, password = 'rahasia123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nomor HP'), phone);
  await user.type(screen.getByLabelText('Kata Sandi'), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
  return user;
}

describe('login screen', () => {
  it('starts with the phone number a registration handed over, and only a phone number (issue #21 §7)', async () => {
    fakeApi({});
    await openLogin({ notice: 'registered', phone: '081234567890' });
    expect(screen.getByLabelText('Nomor HP')).toHaveValue('081234567890');
    cleanup();
    await openLogin({ notice: 'registered', phone: '<b>08</b>' });
    expect(screen.getByLabelText('Nomor HP')).toHaveValue('');
  });

  it('has phone and password fields, a show/hide toggle and links to forgot-password and register', async () => {
    fakeApi({});
    await openLogin();
    expect(screen.getByLabelText('Nomor HP')).toHaveAttribute('type', 'tel');
    const password = screen.getByLabelText('Kata Sandi');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Lupa Kata Sandi?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  });

  it('clears the stored drafts on entry', async () => {
    fakeApi({});
    localStorage.setItem('otp', JSON.stringify({ name: 'A', phone_number: '081234567890', context: 'register' }));
    localStorage.setItem('paymentUrl', JSON.stringify('https://pay.example/x'));
    localStorage.setItem(
      'pengemudi',
      JSON.stringify({ name: 'A', phoneNumber: '081234567890', age: 30, domicile: 'Medan', gender: 'Perempuan' }),
    );
    localStorage.setItem('firstView', 'true');
    await openLogin();
    expect(localStorage.getItem('otp')).toBeNull();
    expect(localStorage.getItem('paymentUrl')).toBeNull();
    expect(localStorage.getItem('pengemudi')).toBeNull();
    expect(localStorage.getItem('firstView')).toBe('true');
  });

  it('keeps the button disabled and shows the spec messages once a field was touched', async () => {
    fakeApi({});
    await openLogin();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Masuk' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Nomor HP tidak boleh kosong.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Nomor HP'));
    await user.tab();
    expect(screen.getByText('Nomor HP tidak boleh kosong.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nomor HP'), '0712');
    expect(screen.getByText('Nomor HP yang anda input tidak valid.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Kata Sandi'));
    await user.tab();
    expect(screen.getByText('Kata sandi tidak boleh kosong.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata Sandi'), 'pendek');
    expect(screen.getByText('Password minimal 8 karakter')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('accepts only digits in the phone field', async () => {
    fakeApi({});
    await openLogin();
    await userEvent.type(screen.getByLabelText('Nomor HP'), '08a1-2b3');
    expect(screen.getByLabelText('Nomor HP')).toHaveValue('08123');
  });

  it('logs in, loads the user with the new token, stores the session and lands on beranda', async () => {
    const token = jwt();
    const api = fakeApi({
      'POST /api/auth/login': () => ok({ token }),
      'GET /api/user/get': () => ok(USER),
    });
    await openLogin();
    await fillAndSubmit();
    await waitFor(() => expect(currentPath()).toBe('/beranda'));
    expect(api.to('POST', '/api/auth/login')[0]?.body).toEqual({
      phone_number: USER.phone_number,
      password: 'rahasia123',
    });
    expect(api.to('GET', '/api/user/get')[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(JSON.parse(localStorage.getItem('authToken') ?? 'null')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(USER);
  });

  it('goes back to the protected page the guard came from', async () => {
    fakeApi({ 'POST /api/auth/login': () => ok({ token: jwt() }), 'GET /api/user/get': () => ok(USER) });
    renderApp('/pusat-bantuan');
    await screen.findByRole('heading', { name: 'Masuk' });
    await fillAndSubmit();
    await waitFor(() => expect(currentPath()).toBe('/pusat-bantuan'));
  });

  it.each([
    ['User phone number not found in our records.', 'Nomor HP Anda belum tedaftar.'],
    ['User password incorrect.', 'Kata sandi Anda salah. Silakan coba lagi.'],
    ['Invalid user phone number.', 'Nomor telepon tidak terdaftar. Silakan coba lagi.'],
  ])('shows a banner for the 400 "%s"', async (server, banner) => {
    fakeApi({ 'POST /api/auth/login': () => fail(400, server) });
    await openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(banner);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('alerts Error tidak terduga. for any other failure, and OK closes it', async () => {
    fakeApi({ 'POST /api/auth/login': () => fail(500, 'Internal server error.') });
    await openLogin();
    const user = await fillAndSubmit();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Error tidak terduga.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('treats a response without a token as a failure', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => ok({}) });
    await openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Error tidak terduga.');
    expect(api.to('GET', '/api/user/get')).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('alerts Failed to get user. when the user cannot be loaded, and stores nothing', async () => {
    fakeApi({
      'POST /api/auth/login': () => ok({ token: jwt() }),
      'GET /api/user/get': () => fail(500, 'Internal server error.'),
    });
    await openLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Failed to get user.');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('says so after registration, and drops the note once a login fails (never beside the error)', async () => {
    fakeApi({ 'POST /api/auth/login': () => fail(400, 'User password incorrect.') });
    await openLogin({ notice: 'registered' });
    expect(screen.getByText('Pendaftaran berhasil. Silakan masuk dengan akun Anda.')).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi Anda salah. Silakan coba lagi.');
    expect(screen.queryByText('Pendaftaran berhasil. Silakan masuk dengan akun Anda.')).not.toBeInTheDocument();
  });

  it('says so after a password reset', async () => {
    fakeApi({});
    await openLogin({ notice: 'password-reset' });
    expect(screen.getByText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.')).toBeInTheDocument();
  });
});
