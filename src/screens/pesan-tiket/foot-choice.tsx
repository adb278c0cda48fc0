// The choice that names walk-on passengers on pesan-tiket (issue #40 item 3, beyond the spec): a
// tourist crossing on foot books seats only, on pesan-pejalan-kaki, instead of the vehicle form.
import { Link } from '../../lib/router';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export function FootChoice({ scheduleId }: { scheduleId: number }) {
  const t = useT();
  return (
    <p className="card foot-choice">
      {t(m.foot_choice_hint)}{' '}
      <Link to={`/pesan-pejalan-kaki/${scheduleId}`} className="link">
        {t(m.foot_ticket)}
      </Link>
    </p>
  );
}
