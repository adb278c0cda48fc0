// pusat-bantuan (spec §2): a call button and a chat button, with the support number shown. The
// contact is one component (components/support-contact.tsx), the number one place (src/lib/support.ts).
import { SupportContact } from '../../components/support-contact';
import { TopBar } from '../../components/top-bar';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export default function PusatBantuanScreen() {
  const t = useT();
  return (
    <>
      <TopBar title={t(m.ak_help_title)} />
      <main className="screen">
        <section className="card stack" aria-labelledby="support-title">
          <h2 id="support-title">{t(m.ak_help_heading)}</h2>
          <p className="muted">{t(m.ak_help_text)}</p>
          <SupportContact />
        </section>
      </main>
    </>
  );
}
