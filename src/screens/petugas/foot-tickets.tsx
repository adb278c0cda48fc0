// The manifest's walk-on passengers (issue #40 item 3): each foot ticket with its invoice, how many
// people it carries and whether they boarded, under its own "Pejalan kaki" heading (no vehicle, no
// driver; the people are in the Penumpang list below, marked "Pejalan kaki").
import { FOOT_LABEL } from '../../../kernel/foot';
import type { ManifestTicket } from '../../../kernel/boarding-verdict';
import { headCount } from '../../../kernel/passengers';
import { channelLabel } from '../../../kernel/ticket-rules';

export function FootTickets({ tickets }: { tickets: ManifestTicket[] }) {
  return (
    <section className="card" aria-labelledby="foot-title">
      <h2 id="foot-title">{FOOT_LABEL}</h2>
      <ul className="manifest-list">
        {tickets.map((t) => (
          <li key={t.transactionId}>
            {t.invoiceId} · {headCount(t)} orang · {t.checkedInAt ? 'sudah naik' : 'belum naik'} ·{' '}
            <span className={`channel-tag channel-${t.channel ?? 'online'}`}>{channelLabel(t.channel)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
