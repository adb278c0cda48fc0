// petugas — the port officer's home (issue #10): today's departures both ways with booked and
// checked-in counts, each with its scanner and manifest. Officers land here after logging in.
// The list (and every manifest of today) is kept on the phone for the dock without signal.
// It opens on the next departure (issue #21): the ones that have sailed fold into "Keberangkatan
// selesai (N)" per direction, and the first one still to sail is scrolled to and focused.
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { departureEpochMs, formatDateLong, formatTimeWib } from '../../../kernel/time';
import { keptDay, officerDayLogic, type OfficerDay } from '../../machines/officer-services';
import { manifestFileLogic } from '../../machines/manifest-file.machine';
import { useSessionUser } from '../../hooks/session';
import { OFFICER_MSG } from '../../lib/officer-messages';
import { OfficerNav } from './officer-nav';

type Departure = OfficerDay['departures'][number];

/** Departed: its time (Asia/Jakarta) has come by `now`. */
const departed = (d: Departure, now: number) => departureEpochMs(d.issuedDate, d.issuedTime) <= now;

export default function PetugasScreen({
  logic = officerDayLogic,
  cached,
  fileLogic = manifestFileLogic,
}: {
  logic?: typeof officerDayLogic;
  cached?: OfficerDay | null;
  fileLogic?: typeof manifestFileLogic;
}) {
  const user = useSessionUser();
  const day = useFlow(logic, { input: { cached: cached === undefined ? keptDay() : cached } });
  const data = useSelector(day, (s) => s.context.data as OfficerDay | null);
  const stale = useSelector(day, (s) => s.matches('stale'));
  const failed = useSelector(day, (s) => s.matches('failed'));
  const now = useSelector(day, (s) => s.context.now);
  const report = useFlow(fileLogic, { input: {} });
  const reportBusy = useSelector(report, (s) => s.matches('downloading'));
  const reportError = useSelector(report, (s) => s.context.error);
  const directions = data ? [...new Set(data.departures.map((d) => `${d.from} → ${d.to}`))] : [];
  // The next departure of the day, whichever direction: where the officer's work is.
  const next = data?.departures
    .filter((d) => !departed(d, now))
    .sort((a, b) => departureEpochMs(a.issuedDate, a.issuedTime) - departureEpochMs(b.issuedDate, b.issuedTime))[0];
  const nextCard = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    // Once per visit, when the list first shows: later refreshes do not move the page.
    if (shown.current || !nextCard.current) return;
    shown.current = true;
    nextCard.current.scrollIntoView?.({ block: 'start' });
    nextCard.current.focus({ preventScroll: true });
  }, [next?.scheduleId]);
  const card = (d: Departure, direction: string) => (
    <article
      key={d.scheduleId}
      ref={d === next ? nextCard : undefined}
      tabIndex={d === next ? -1 : undefined}
      aria-current={d === next ? 'true' : undefined}
      className="card officer-departure"
      aria-label={`${direction} ${formatTimeWib(d.issuedTime)}`}
    >
      <div>
        <div className="officer-departure-time">
          {formatTimeWib(d.issuedTime)}
          {d === next && <span className="officer-next"> · {OFFICER_MSG.next}</span>}
        </div>
        <p className="officer-counts">
          Kendaraan: {d.vehicles.checkedIn}/{d.vehicles.booked} naik · Orang: {d.people.checkedIn}/{d.people.booked}{' '}
          naik
        </p>
      </div>
      <div className="officer-actions">
        <Link className="button button-primary" to={`/petugas/pindai?jadwal=${d.scheduleId}`}>
          Pindai
        </Link>
        <Link className="button button-secondary" to={`/petugas/manifes/${d.scheduleId}`}>
          Manifes
        </Link>
      </div>
    </article>
  );
  return (
    <>
      <TopBar title="Petugas Dermaga" languages={false} back={false} />
      <main className="screen">
        <p>Selamat bertugas{user ? `, ${user.name}` : ''}.</p>
        {stale && <Banner tone="warning">Tidak ada sinyal. Menampilkan data yang tersimpan di ponsel.</Banner>}
        {failed && (
          <Banner>
            Keberangkatan hari ini tidak dapat dimuat.{' '}
            <button type="button" className="button-link" onClick={() => day.send({ type: 'RETRY' })}>
              Coba lagi
            </button>
          </Banner>
        )}
        {data && <h2>Keberangkatan hari ini, {formatDateLong(data.date)}</h2>}
        {data && data.departures.length === 0 && <p>Tidak ada keberangkatan hari ini.</p>}
        {reportError && <Banner>{reportError}</Banner>}
        {data && (
          <button
            type="button"
            className="button button-secondary"
            disabled={reportBusy}
            onClick={() => report.send({ type: 'DOWNLOAD', kind: 'report', date: data.date })}
          >
            Unduh Laporan Harian (CSV)
          </button>
        )}
        {directions.map((direction) => {
          const list = data!.departures.filter((d) => `${d.from} → ${d.to}` === direction);
          const done = list.filter((d) => departed(d, now));
          const coming = list.filter((d) => !departed(d, now));
          return (
            <section key={direction} className="officer-direction" aria-label={direction}>
              <h2>{direction}</h2>
              {done.length > 0 && (
                <details className="officer-finished">
                  <summary>{OFFICER_MSG.finished(done.length)}</summary>
                  {done.map((d) => card(d, direction))}
                </details>
              )}
              {coming.map((d) => card(d, direction))}
              {coming.length === 0 && <p>{OFFICER_MSG.noMoreToday}</p>}
            </section>
          );
        })}
      </main>
      <OfficerNav />
    </>
  );
}
