// The operator's support contact (issue #20 §6), written once for pusat-bantuan and for a late
// payment on pembayaran-selesai: the number shown, a call button and a WhatsApp chat button. The
// number and its links live in src/lib/support.ts; each screen keeps its own sentence before it.
import { SUPPORT_CHAT_URL, SUPPORT_PHONE, SUPPORT_TEL_URL } from '../lib/support';
import './support-contact.css';

export function SupportContact() {
  return (
    <>
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
    </>
  );
}
