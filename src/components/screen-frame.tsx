// A screen's first paint drawn from its route-table entry (issue #25, src/hooks/first-paint.ts):
// the screen's top bar (title, a back button unless `back` is false, the passengers' bottom
// navigation with `nav`) and a placeholder, or for the staff's pages, whose layout draws the
// chrome, a heading of the level `heading` names.
import { TopBar } from './top-bar';
import { BottomNav } from './bottom-nav';
import { Skeleton } from './skeleton';
import { m } from '../../kernel/paraglide/messages';
import { useT, type Translate } from '../hooks/language';

/**
 * The passengers' titles of the route table (src/route-table.ts, Indonesian as the spec names
 * them) in the chosen language (issue #40); a title not listed stays as it is (the staff's pages
 * are Indonesian only, and the screens still to translate keep theirs).
 */
const TITLES: Record<string, (t: Translate) => string> = {
  Masuk: (t) => t(m.login_title),
  'Daftar Tiket': (t) => t(m.daftar_title),
  Daftar: (t) => t(m.login_register),
  'Verifikasi OTP': (t) => t(m.otp_title),
  Akun: (t) => t(m.nav_account),
  'Riwayat Transaksi': (t) => t(m.saya_history),
  'Tiket Saya': (t) => t(m.nav_tickets),
  Pembayaran: (t) => t(m.pdf_payment),
  'Detail Tiket': (t) => t(m.detail_title),
};

/** The port officers' pages keep Indonesian and show no ID | EN switch. */
const OFFICER_TITLES = new Set(['Petugas Dermaga', 'Pindai Tiket', 'Manifes', 'Akun Petugas']);

export function ScreenFrame({
  title,
  back,
  nav,
  heading,
}: {
  title: string;
  back?: false;
  nav?: true;
  heading?: 'h1' | 'h2';
}) {
  const t = useT();
  if (heading) {
    const Heading = heading;
    return (
      <main className="screen">
        <Heading>{title}</Heading>
        <Skeleton lines={4} />
      </main>
    );
  }
  return (
    <>
      <TopBar
        title={TITLES[title]?.(t) ?? title}
        back={back === false ? false : 'history'}
        languages={!OFFICER_TITLES.has(title)}
      />
      <main className="screen">
        <Skeleton lines={4} />
      </main>
      {nav && <BottomNav />}
    </>
  );
}
