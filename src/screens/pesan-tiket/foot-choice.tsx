// The choice that names walk-on passengers on pesan-tiket (issue #40 item 3, beyond the spec): a
// tourist crossing on foot books seats only, on pesan-pejalan-kaki, instead of the vehicle form.
// One short line, not a card: it appears once the departure has come, and a bigger block would
// become the page's largest paint after the scripts (Lighthouse's LCP: 0.64 × the floor with the
// frame's deck note as the largest paint, 2.0 × with this choice as a card, bench/README.md).
import { Link } from '../../lib/router';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export function FootChoice({ scheduleId }: { scheduleId: number }) {
  const t = useT();
  return (
    <p className="foot-choice small">
      {t(m.foot_choice_hint)}{' '}
      <Link to={`/pesan-pejalan-kaki/${scheduleId}`} className="link">
        {t(m.foot_ticket)}
      </Link>
    </p>
  );
}
