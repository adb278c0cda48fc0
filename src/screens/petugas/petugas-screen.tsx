// petugas — the port officer's home (issue #10): today's departures both ways with booked and
// checked-in counts, each with its scanner and manifest. Officers land here after logging in.
// The list (and every manifest of today) is kept on the phone for the dock without signal.
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { keptDay, officerDayLogic, type OfficerDay } from '../../machines/officer-services';
import { manifestFileLogic } from '../../machines/manifest-file.machine';
import { useSessionUser } from '../../hooks/session';

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
  const report = useFlow(fileLogic, { input: {} });
  const reportBusy = useSelector(report, (s) => s.matches('downloading'));
  const reportError = useSelector(report, (s) => s.context.error);
  const directions = data ? [...new Set(data.departures.map((d) => `${d.from} → ${d.to}`))] : [];
  return (
    <>
      <TopBar title="Petugas Dermaga" back={false} action={<Link to="/account">Akun</Link>} />
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
        {directions.map((direction) => (
          <section key={direction} className="officer-direction" aria-label={direction}>
            <h2>{direction}</h2>
            {data!.departures
              .filter((d) => `${d.from} → ${d.to}` === direction)
              .map((d) => (
                <article
                  key={d.scheduleId}
                  className="card officer-departure"
                  aria-label={`${direction} ${formatTimeWib(d.issuedTime)}`}
                >
                  <div>
                    <div className="officer-departure-time">{formatTimeWib(d.issuedTime)}</div>
                    <p className="officer-counts">
                      Kendaraan: {d.vehicles.checkedIn}/{d.vehicles.booked} naik · Orang: {d.people.checkedIn}/
                      {d.people.booked} naik
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
              ))}
          </section>
        ))}
      </main>
    </>
  );
}
