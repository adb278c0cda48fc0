// register → verifikasi-otp → login, and forgot-password → verifikasi-otp → set-new-password →
// login, through the real routes, machines and API client against a fake server.
// Deterministic under load (issue #20 §7): the screens are loaded before any test renders, every
// wait is for a condition, and the countdown runs on a clock only the test moves (frozenClock).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, fail, fakeApi, ok, renderApp, type FakeRoutes } from './account.fake-api';
import { frozenClock, patientQueries, preloadScreens } from './patience';

const PHONE = '081234567890';
const PASSWORD = 'rahasia-sekali-42';
const NAME = 'Rina Siregar';

patientQueries();

beforeAll(() =>
  preloadScreens('/register', '/verifikasi-otp', '/login', '/forgot-password', `/set-new-password?phone=${PHONE}`),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const registrationRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/auth/check-phone-number/081234567890': () => ok(),
  'POST /api/auth/otp/send': () => ok(),
  'POST /api/auth/otp/verify': ({ body }) =>
    (body as { otp: string }).otp === '123456' ? ok() : fail(400, 'Invalid OTP.'),
  'POST /api/auth/register': () => ({
    status: 201,
    body: {
      status: 201,
      message: 'Created',
      data: { id: 9, name: NAME, phone_number: PHONE, age: null, gender: null, domicile: null },
    },
  }),
  ...overrides,
});

const box = (n: number) => screen.getByLabelText(`Digit ${n} dari 6`);

async function registerUntilOtp(user = userEvent.setup()) {
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Daftar' });
  await user.type(screen.getByLabelText('Nama'), NAME);
  await user.type(screen.getByLabelText('Nomor HP'), PHONE);
  await user.type(screen.getByLabelText('Kata Sandi'), PASSWORD);
  await user.type(screen.getByLabelText('Konfirmasi Kata Sandi'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
  await screen.findByRole('heading', { name: 'Verifikasi OTP' });
  return user;
}

describe('register screen', () => {
  it('shows the spec messages under the fields and keeps Daftar disabled while invalid', async () => {
    fakeApi({});
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Daftar' });
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Daftar' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Nama'));
    await user.tab();
    expect(screen.getByText('Nama tidak boleh kosong.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata Sandi'), 'pendek');
    await user.tab();
    expect(screen.getByText('Kata sandi tidak boleh dibawah 8 karakter.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi'), 'lain-lagi');
    await user.tab();
    expect(screen.getByText('Password tidak sama.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('checks the phone, sends a code and opens verifikasi-otp, storing the draft without the password', async () => {
    const api = fakeApi(registrationRoutes());
    await registerUntilOtp();
    expect(currentPath()).toBe('/verifikasi-otp');
    expect(api.to('GET', `/api/auth/check-phone-number/${PHONE}`)).toHaveLength(1);
    expect(api.to('POST', '/api/auth/otp/send')[0]?.body).toEqual({ phone_number: PHONE });
    expect(JSON.parse(localStorage.getItem('otp') ?? 'null')).toEqual({
      name: NAME,
      phone_number: PHONE,
      context: 'register',
    });
    for (let i = 0; i < localStorage.length; i++)
      expect(localStorage.getItem(localStorage.key(i) ?? '')).not.toContain(PASSWORD);
    expect(screen.getByText(PHONE)).toBeInTheDocument();
  });

  it('alerts Nomor HP sudah terdaftar. when the phone is taken', async () => {
    const api = fakeApi(
      registrationRoutes({
        'GET /api/auth/check-phone-number/081234567890': () => fail(409, 'User phone number already exist.'),
      }),
    );
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Daftar' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nama'), NAME);
    await user.type(screen.getByLabelText('Nomor HP'), PHONE);
    await user.type(screen.getByLabelText('Kata Sandi'), PASSWORD);
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Nomor HP sudah terdaftar.');
    expect(api.to('POST', '/api/auth/otp/send')).toHaveLength(0);
    expect(currentPath()).toBe('/register');
  });
});

describe('verifikasi-otp screen', () => {
  it('advances box by box, verifies the sixth digit by itself, creates the account and goes to login', async () => {
    const api = fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(box(1));
    await user.keyboard('12345');
    expect(box(6)).toHaveFocus();
    expect(api.to('POST', '/api/auth/otp/verify')).toHaveLength(0);
    await user.keyboard('6');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('POST', '/api/auth/otp/verify')[0]?.body).toEqual({ otp: '123456', phone_number: PHONE });
    expect(api.to('POST', '/api/auth/register')[0]?.body).toEqual({
      name: NAME,
      phone_number: PHONE,
      password: PASSWORD,
    });
    expect(await screen.findByText('Pendaftaran berhasil. Silakan masuk dengan akun Anda.')).toBeInTheDocument();
    // Login starts with the new account's number (issue #21 §7).
    expect(screen.getByLabelText('Nomor HP')).toHaveValue(PHONE);
    expect(screen.getByLabelText('Kata Sandi')).toHaveValue('');
  });

  it('fills all six boxes from a pasted code', async () => {
    const api = fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(box(3));
    await user.paste('123456');
    await waitFor(() => expect(api.to('POST', '/api/auth/otp/verify')).toHaveLength(1));
    expect(api.to('POST', '/api/auth/otp/verify')[0]?.body).toEqual({ otp: '123456', phone_number: PHONE });
  });

  it('moves back on Backspace in an empty box and clears the digit there', async () => {
    fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(box(1)).toHaveValue('1');
  });

  it('accepts digits only', async () => {
    fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(box(1));
    await user.keyboard('a');
    expect(box(1)).toHaveValue('');
  });

  it('says the code is wrong, empties the boxes and lets the user try again with the button', async () => {
    const api = fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(box(1));
    await user.keyboard('999999');
    expect(
      await screen.findByText('Kode OTP salah dan tidak berlaku lagi. Silakan kirim ulang kode.'),
    ).toBeInTheDocument();
    for (let n = 1; n <= 6; n++) expect(box(n)).toHaveValue('');
    await waitFor(() => expect(box(1)).toHaveFocus());
    const verify = screen.getByRole('button', { name: 'Verifikasi' });
    expect(verify).toBeDisabled();
    await user.keyboard('123456');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('POST', '/api/auth/otp/verify')).toHaveLength(2);
  });

  it('counts down 60 seconds, then resends the code and restarts the countdown', async () => {
    const user = frozenClock();
    const api = fakeApi(registrationRoutes());
    await registerUntilOtp(user);
    expect(screen.getByText(/Kirim ulang kode dalam/)).toHaveTextContent('Kirim ulang kode dalam 60 detik');
    expect(screen.queryByRole('button', { name: 'Kirim Ulang Kode' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Kirim ulang kode dalam/)).toHaveTextContent('Kirim ulang kode dalam 59 detik');
    for (let s = 0; s < 59; s++) await act(async () => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Kirim Ulang Kode' });
    expect(api.to('POST', '/api/auth/otp/send')).toHaveLength(1);
    fireEvent.click(resend);
    await waitFor(() =>
      expect(screen.getByText(/Kirim ulang kode dalam/)).toHaveTextContent('Kirim ulang kode dalam 60 detik'),
    );
    expect(api.to('POST', '/api/auth/otp/send')).toHaveLength(2);
    expect(screen.getByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
  });

  it('says how long to wait when a resend is throttled', async () => {
    let sends = 0;
    fakeApi(
      registrationRoutes({
        'POST /api/auth/otp/send': () =>
          ++sends === 1 ? ok() : fail(429, 'OTP already sent. Please wait 7 seconds before requesting a new one.'),
      }),
    );
    await registerUntilOtp(frozenClock());
    for (let s = 0; s < 60; s++) await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulang Kode' }));
    expect(
      await screen.findByText('Kode OTP sudah dikirim. Silakan tunggu 7 detik sebelum meminta kode baru.'),
    ).toBeInTheDocument();
  });

  it('explains, when opened without a registration in progress, that it must start again', async () => {
    fakeApi({});
    renderApp('/verifikasi-otp');
    await screen.findByRole('heading', { name: 'Verifikasi OTP' });
    expect(screen.getByText(/kata sandi Anda tidak kami simpan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Daftar Ulang' }));
    expect(currentPath()).toBe('/register');
  });

  it('prefills name and phone after a reload lost the registration', async () => {
    fakeApi({});
    localStorage.setItem('otp', JSON.stringify({ name: NAME, phone_number: PHONE, context: 'register' }));
    renderApp('/verifikasi-otp');
    await userEvent.click(await screen.findByRole('link', { name: 'Daftar Ulang' }));
    await screen.findByRole('heading', { name: 'Daftar' });
    expect(screen.getByLabelText('Nama')).toHaveValue(NAME);
    expect(screen.getByLabelText('Nomor HP')).toHaveValue(PHONE);
    expect(screen.getByLabelText('Kata Sandi')).toHaveValue('');
  });

  it('returns to the filled form to correct the number', async () => {
    fakeApi(registrationRoutes());
    const user = await registerUntilOtp();
    await user.click(screen.getByRole('link', { name: 'Ubah nomor HP' }));
    await screen.findByRole('heading', { name: 'Daftar' });
    expect(screen.getByLabelText('Nama')).toHaveValue(NAME);
    expect(screen.getByLabelText('Kata Sandi')).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  });

  it('tells a failed account creation on the code screen, and its OK returns to the filled form', async () => {
    fakeApi(registrationRoutes({ 'POST /api/auth/register': () => fail(500, 'Internal server error.') }));
    const user = await registerUntilOtp();
    await user.click(box(1));
    await user.keyboard('123456');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Error tidak terduga.');
    expect(currentPath()).toBe('/verifikasi-otp');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'Daftar' });
    expect(currentPath()).toBe('/register');
    expect(screen.getByLabelText('Nama')).toHaveValue(NAME);
  });
});

describe('password recovery', () => {
  const recoveryRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
    // 409: the number has an account, so recovery goes on.
    [`GET /api/auth/check-phone-number/${PHONE}`]: () => fail(409, 'User phone number already exist.'),
    'POST /api/auth/otp/send': () => ok(),
    'POST /api/auth/otp/verify': () => ok(),
    'PUT /api/auth/forgot-password': () => ok(),
    ...overrides,
  });

  async function recoverUntilNewPassword() {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Lupa Kata Sandi' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nomor HP'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    await screen.findByRole('heading', { name: 'Verifikasi OTP' });
    expect(JSON.parse(localStorage.getItem('otp') ?? 'null')).toEqual({
      phone_number: PHONE,
      context: 'forgot-password',
    });
    await user.click(box(1));
    await user.keyboard('654321');
    await screen.findByRole('heading', { name: 'Atur Kata Sandi Baru' });
    expect(currentPath()).toBe(`/set-new-password?phone=${PHONE}`);
    return user;
  }

  async function saveNewPassword(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'kata-sandi-baru');
    await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), 'kata-sandi-baru');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
  }

  it('goes phone → code → new password → login', async () => {
    const api = fakeApi(recoveryRoutes());
    const user = await recoverUntilNewPassword();
    await saveNewPassword(user);
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('PUT', '/api/auth/forgot-password')[0]?.body).toEqual({
      phone_number: PHONE,
      password: 'kata-sandi-baru',
    });
    expect(
      await screen.findByText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.'),
    ).toBeInTheDocument();
  });

  it('shows the server message of a 404 in a banner', async () => {
    fakeApi(
      recoveryRoutes({
        'PUT /api/auth/forgot-password': () => fail(404, 'User phone number not found in our records.'),
      }),
    );
    const user = await recoverUntilNewPassword();
    await saveNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('User phone number not found in our records.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts Error tidak terduga. for other failures', async () => {
    fakeApi(recoveryRoutes({ 'PUT /api/auth/forgot-password': () => fail(500, 'Internal server error.') }));
    const user = await recoverUntilNewPassword();
    await saveNewPassword(user);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Error tidak terduga.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says at the first step that a number has no account, and sends no code (issue #11)', async () => {
    const api = fakeApi(recoveryRoutes({ [`GET /api/auth/check-phone-number/${PHONE}`]: () => ok() }));
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Lupa Kata Sandi' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nomor HP'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Kirim Kode OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nomor HP Anda belum tedaftar.');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(api.to('POST', '/api/auth/otp/send')).toHaveLength(0);
    expect(currentPath()).toBe('/forgot-password');
  });

  it('opened without a verified code, offers a new code instead of the form (issue #11)', async () => {
    fakeApi(recoveryRoutes({ 'PUT /api/auth/forgot-password': () => fail(403, 'Phone number not verified.') }));
    renderApp(`/set-new-password?phone=${PHONE}`);
    await screen.findByRole('heading', { name: 'Atur Kata Sandi Baru' });
    const user = userEvent.setup();
    await saveNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kode OTP belum diverifikasi. Minta kode OTP baru untuk mengatur ulang kata sandi.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kata Sandi Baru')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Minta Kode OTP Baru' }));
    await screen.findByRole('heading', { name: 'Lupa Kata Sandi' });
    expect(screen.getByLabelText('Nomor HP')).toHaveValue(PHONE);
  });

  it('resumes at the code after a reload', async () => {
    fakeApi(recoveryRoutes());
    localStorage.setItem('otp', JSON.stringify({ phone_number: PHONE, context: 'forgot-password' }));
    renderApp('/verifikasi-otp');
    await screen.findByRole('heading', { name: 'Verifikasi OTP' });
    expect(box(1)).toBeInTheDocument();
    expect(screen.getByText(PHONE)).toBeInTheDocument();
  });

  it('opens set-new-password straight from its link', async () => {
    const api = fakeApi(recoveryRoutes());
    renderApp(`/set-new-password?phone=${PHONE}`);
    await screen.findByRole('heading', { name: 'Atur Kata Sandi Baru' });
    await saveNewPassword(userEvent.setup());
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(api.to('PUT', '/api/auth/forgot-password')).toHaveLength(1);
  });

  it('shows the spec messages on set-new-password', async () => {
    fakeApi({});
    renderApp(`/set-new-password?phone=${PHONE}`);
    await screen.findByRole('heading', { name: 'Atur Kata Sandi Baru' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'pendek');
    await user.click(screen.getByLabelText('Konfirmasi Kata Sandi Baru'));
    await user.tab();
    expect(screen.getByText('Kata sandi tidak boleh dibawah 8 karakter.')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi tidak boleh kosong.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan Kata Sandi' })).toBeDisabled();
  });

  it('explains a link without a phone', async () => {
    fakeApi({});
    renderApp('/set-new-password');
    expect(
      await screen.findByText('Tautan ini tidak lengkap. Silakan ulangi dari halaman Lupa Kata Sandi.'),
    ).toBeInTheDocument();
  });
});

describe('password recovery in English', () => {
  const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
    [`GET /api/auth/check-phone-number/${PHONE}`]: () => fail(409, 'User phone number already exist.'),
    'POST /api/auth/otp/send': () => ok(),
    ...overrides,
  });

  it("writes forgot-password and the machine's notices in English", async () => {
    fakeApi(routes({ [`GET /api/auth/check-phone-number/${PHONE}`]: () => ok() }));
    renderApp('/forgot-password', 'en');
    await screen.findByRole('heading', { name: 'Forgot Password', level: 1 });
    expect(screen.getByText(/^Enter the mobile number of your account\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Mobile Number'));
    await user.tab();
    expect(await screen.findByText('Mobile number is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your mobile number is not registered yet.');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("shows the send throttle's wait in English", async () => {
    fakeApi(
      routes({
        'POST /api/auth/otp/send': () =>
          fail(429, 'OTP already sent. Please wait 42 seconds before requesting a new one.'),
      }),
    );
    renderApp('/forgot-password', 'en');
    await screen.findByRole('heading', { name: 'Forgot Password', level: 1 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile Number'), PHONE);
    await user.click(screen.getByRole('button', { name: 'Send OTP Code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'An OTP code was already sent. Please wait 42 seconds before requesting a new one.',
    );
  });

  it('writes set-new-password, its form messages and the missing code in English', async () => {
    fakeApi({ 'PUT /api/auth/forgot-password': () => fail(403, 'Phone number not verified.') });
    renderApp(`/set-new-password?phone=${PHONE}`, 'en');
    await screen.findByRole('heading', { name: 'Set a New Password', level: 1 });
    expect(screen.getByText(/^Create a new password for the number/)).toHaveTextContent(PHONE);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'pendek');
    await user.click(screen.getByLabelText('Confirm New Password'));
    await user.tab();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeDisabled();
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'kata-sandi-baru');
    await user.type(screen.getByLabelText('Confirm New Password'), 'kata-sandi-baru');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The OTP code has not been verified. Request a new OTP code to reset your password.',
    );
    expect(screen.getByRole('link', { name: 'Request a New OTP Code' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a phone in English', async () => {
    fakeApi({});
    renderApp('/set-new-password', 'en');
    expect(
      await screen.findByText('This link is incomplete. Please start again from Forgot Password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });
});
