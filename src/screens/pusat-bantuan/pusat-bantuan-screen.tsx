// pusat-bantuan (spec §2): a call button and a chat button, with the support number shown. The
// number lives in one place: src/lib/support.ts.
import { TopBar } from '../../components/top-bar';
import { SUPPORT_CHAT_URL, SUPPORT_PHONE, SUPPORT_TEL_URL } from '../../lib/support';
import '../account/account.css';

export default function PusatBantuanScreen() {
  return (
    <>
      <TopBar title="Pusat Bantuan" />
      <main className="screen">
        <section className="card stack" aria-labelledby="support-title">
          <h2 id="support-title">Butuh bantuan?</h2>
          <p className="muted">Hubungi layanan pelanggan kami melalui telepon atau chat.</p>
          <p className="support-number">{SUPPORT_PHONE}</p>
          <a className="button button-primary button-block" href={SUPPORT_TEL_URL}>
            Telepon Layanan Pelanggan
          </a>
          <a
            className="button button-secondary button-block"
            href={SUPPORT_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            Chat via WhatsApp
          </a>
        </section>
      </main>
    </>
  );
}
