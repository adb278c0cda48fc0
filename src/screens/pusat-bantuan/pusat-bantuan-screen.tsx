// pusat-bantuan (spec §2): a call button and a chat button, with the support number shown. The
// contact is one component (components/support-contact.tsx), the number one place (src/lib/support.ts).
import { SupportContact } from '../../components/support-contact';
import { TopBar } from '../../components/top-bar';

export default function PusatBantuanScreen() {
  return (
    <>
      <TopBar title="Pusat Bantuan" />
      <main className="screen">
        <section className="card stack" aria-labelledby="support-title">
          <h2 id="support-title">Butuh bantuan?</h2>
          <p className="muted">Hubungi layanan pelanggan kami melalui telepon atau chat.</p>
          <SupportContact />
        </section>
      </main>
    </>
  );
}
