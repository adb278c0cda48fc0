// The next departure offered instead of one that cannot be booked (issue #11's sold-out offer on
// konfirmasi-pesanan, issue #21 §6's closed departure on pesan-tiket): searching, none in the
// window, or the one found (date, time in WIB, places left) with the screen's action under it.
import type { ReactNode } from 'react';
import { formatDateLong, formatTimeWib } from '../../kernel/time';
import { m } from '../../kernel/paraglide/messages';
import { useLanguage, useT } from '../hooks/language';
import type { DepartureLike } from '../lib/next-departure';
import { Availability } from './availability';

export function AlternativeDeparture<S extends Pick<DepartureLike, 'issuedDate' | 'issuedTime' | 'qty'>>({
  phase,
  next,
  className,
  children,
}: {
  /** The offer chart's state: 'searching', 'found' or 'none' (anything else shows nothing). */
  phase: string | null;
  next: S | null;
  /** The class of the found departure's line. */
  className: string;
  /** The action on the found departure (a link or a button). */
  children: (next: S) => ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      {phase === 'searching' && (
        <p className="muted" role="status">
          {t(m.next_searching)}
        </p>
      )}
      {phase === 'none' && <p role="status">{t(m.next_none)}</p>}
      {phase === 'found' && next && (
        <>
          <p role="status">{t(m.next_found)}</p>
          <p className={className}>
            <strong>
              {formatDateLong(next.issuedDate, language)}, {formatTimeWib(next.issuedTime)}
            </strong>
            <br />
            <Availability qty={next.qty} />
          </p>
          {children(next)}
        </>
      )}
    </>
  );
}
