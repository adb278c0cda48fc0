// The operator's support contact (issue #20 §6), written once for pusat-bantuan and for a late
// payment on pembayaran-selesai: the number shown, a call button and a WhatsApp chat button. The
// number and its links live in src/lib/support.ts; each screen keeps its own sentence before it.
import { SUPPORT_CHAT_URL, SUPPORT_PHONE, SUPPORT_TEL_URL } from '../lib/support';
import './support-contact.css';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

export function SupportContact() {
  const t = useT();
  return (
    <>
      <p className="support-number">{SUPPORT_PHONE}</p>
      <a className="button button-primary button-block" href={SUPPORT_TEL_URL}>
        {t(m.ak_call_support)}
      </a>
      <a
        className="button button-secondary button-block"
        href={SUPPORT_CHAT_URL}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t(m.ak_chat_whatsapp)}
      </a>
    </>
  );
}
