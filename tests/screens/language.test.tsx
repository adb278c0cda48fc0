// The ID | EN switch (issue #40 item 1) by role and label: Indonesian by default with every spec
// text verbatim, English after EN (kept on the device: storage, cookie, <html lang>), and back.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from './memory-router';
import { AppRoutes } from '../../src/app';
import { LanguageProvider, StaticLanguage, useKnownText } from '../../src/hooks/language';
import { m } from '../../kernel/paraglide/messages';
import { LanguageSetting } from '../../src/components/language-switch';
import type { Language } from '../../kernel/language';
import { fakeApi } from './account.fake-api';
import { patientQueries, preloadScreens } from './patience';

patientQueries();
beforeAll(() => preloadScreens('/login', '/beranda'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'lang=; max-age=0; path=/';
  document.documentElement.lang = 'id';
  vi.unstubAllGlobals();
});

function renderAt(path: string, language: Language = 'id') {
  return render(
    <LanguageProvider language={language}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

const switchGroup = (name: 'Bahasa' | 'Language') => screen.getByRole('group', { name });

describe('the ID | EN switch', () => {
  it('starts in Indonesian, with ID pressed, whatever the browser says', async () => {
    fakeApi({});
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US', 'en'] });
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    const group = switchGroup('Bahasa');
    expect(within(group).getByRole('button', { name: 'ID' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.lang).toBe('id');
  });

  it('switches login to English, keeps the choice on the device, and back to the verbatim Indonesian', async () => {
    fakeApi({});
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Masuk' });
    const user = userEvent.setup();
    await user.click(within(switchGroup('Bahasa')).getByRole('button', { name: 'EN' }));

    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(switchGroup('Language')).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('"en"');
    expect(document.cookie).toContain('lang=en');

    // Keyboard: the switch is two buttons in the tab order.
    within(switchGroup('Language')).getByRole('button', { name: 'ID' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor HP')).toBeInTheDocument();
    expect(screen.getByLabelText('Kata Sandi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lupa Kata Sandi?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar' })).toBeInTheDocument();
    expect(screen.getByText('Belum punya akun?')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
    expect(document.cookie).toContain('lang=id');
  });

  it('shows the session notice in the chosen language', async () => {
    fakeApi({});
    render(
      <LanguageProvider language="en">
        <MemoryRouter initialEntries={[{ pathname: '/login', state: { notice: 'registered' } }]}>
          <AppRoutes />
        </MemoryRouter>
      </LanguageProvider>,
    );
    expect(await screen.findByText('Registration complete. Please sign in with your account.')).toBeInTheDocument();
  });
});

describe('beranda in both languages', () => {
  const routes = {
    'GET /api/route/get-all': () => ({ status: 200, body: { status: 200, message: 'Success.', data: [] } }),
  };

  it('writes the search form, the nearest departures and the navigation in English', async () => {
    localStorage.setItem('firstView', 'true');
    fakeApi(routes);
    renderAt('/beranda', 'en');
    expect(await screen.findByRole('heading', { name: 'Find a Crossing' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toBeInTheDocument();
    expect(screen.getByLabelText('Departure Date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Tickets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next Departures' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/beranda');
    expect(within(nav).getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/tiket-saya');
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });

  it('keeps every spec text verbatim in Indonesian', async () => {
    localStorage.setItem('firstView', 'true');
    fakeApi(routes);
    renderAt('/beranda');
    expect(await screen.findByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Keberangkatan')).toBeInTheDocument();
    expect(screen.getByLabelText('Tujuan')).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal Keberangkatan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cari Tiket' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    for (const name of ['Beranda', 'Tiket Saya', 'Akun'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });

  it("renders a frame in a fixed language (the server's prerender)", () => {
    render(
      <StaticLanguage language="en">
        <MemoryRouter initialEntries={['/login']}>
          <AppRoutes />
        </MemoryRouter>
      </StaticLanguage>,
    );
    // No actor: the switch shows the language and is inert.
    expect(within(switchGroup('Language')).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe("Akun's language row", () => {
  it('is the same switch under its own label, and switches the whole app', async () => {
    render(
      <LanguageProvider language="id">
        <LanguageSetting />
      </LanguageProvider>,
    );
    const group = screen.getByRole('group', { name: 'Bahasa aplikasi' });
    await userEvent.click(within(group).getByRole('button', { name: 'EN' }));
    const english = screen.getByRole('group', { name: 'App language' });
    expect(within(english).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('login failures in the chosen language', () => {
  it("shows the spec's banner verbatim in Indonesian and in English after EN", async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        status: 400,
        body: { status: 400, message: 'User phone number not found in our records.' },
      }),
    });
    renderAt('/login', 'en');
    await screen.findByRole('heading', { name: 'Sign In' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '081234567890');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Your mobile number is not registered yet.')).toBeInTheDocument();
    await user.click(within(switchGroup('Language')).getByRole('button', { name: 'ID' }));
    expect(screen.getByText('Nomor HP Anda belum tedaftar.')).toBeInTheDocument();
  });
});

describe('form messages in the chosen language', () => {
  it("shows the spec's field messages verbatim in Indonesian and in English after EN", async () => {
    fakeApi({});
    renderAt('/login', 'en');
    await screen.findByRole('heading', { name: 'Sign In' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Mobile Number'));
    await user.tab();
    expect(await screen.findByText('Mobile number is required.')).toBeInTheDocument();
    await user.click(within(switchGroup('Language')).getByRole('button', { name: 'ID' }));
    expect(screen.getByText('Nomor HP tidak boleh kosong.')).toBeInTheDocument();
  });
});

describe('useKnownText', () => {
  function Shown({ text }: { text: string }) {
    const known = useKnownText([m.form_same_route, m.form_date_required]);
    return <p>{known(text)}</p>;
  }

  it("shows a machine's Indonesian text in the chosen language, and any other text as it is", () => {
    render(
      <StaticLanguage language="en">
        <Shown text="Keberangkatan dan tujuan tidak boleh sama" />
        <Shown text="Tanggal tidak boleh kosong." />
        <Shown text="Simanindo" />
      </StaticLanguage>,
    );
    expect(screen.getByText('Departure and destination must differ')).toBeInTheDocument();
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();
    expect(screen.getByText('Simanindo')).toBeInTheDocument();
    cleanup();
    render(
      <StaticLanguage language="id">
        <Shown text="Keberangkatan dan tujuan tidak boleh sama" />
      </StaticLanguage>,
    );
    expect(screen.getByText('Keberangkatan dan tujuan tidak boleh sama')).toBeInTheDocument();
  });
});
