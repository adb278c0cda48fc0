// The choice that names walk-on passengers on pesan-tiket (issue #40 item 3, beyond the spec): a
// tourist crossing on foot books seats only, on pesan-pejalan-kaki, instead of the vehicle form.
import { Link } from '../../lib/router';
import { FOOT_MSG } from '../../lib/foot-messages';

export function FootChoice({ scheduleId }: { scheduleId: number }) {
  return (
    <p className="card foot-choice">
      {FOOT_MSG.choiceHint}{' '}
      <Link to={`/pesan-pejalan-kaki/${scheduleId}`} className="link">
        {FOOT_MSG.choice}
      </Link>
    </p>
  );
}
