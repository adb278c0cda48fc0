// petugas/manifes/{scheduleId} — a departure's manifest (issue #10): vehicles by class with plate
// and driver, passengers with name, age and domicile, counts booked / boarded / not yet, and the
// PDF and CSV for the harbour master (Syahbandar). Each vehicle names where it was sold: Online
// (the app) or Loket (the booth, issue #24). Walk-on passengers' tickets (issue #40 item 3) are
// listed apart under "Pejalan kaki" (./foot-tickets.tsx).
import { useMemo } from 'react';
import { useParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { unnamedText } from '../../../kernel/passengers';
import { channelLabel } from '../../../kernel/ticket-rules';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { keptManifest, officerManifestLogic, type OfficerManifest } from '../../machines/officer-services';
import { manifestFileLogic } from '../../machines/manifest-file.machine';
import { FOOT_LABEL } from '../../../kernel/foot';
import { FootTickets } from './foot-tickets';

export default function ManifesScreen({
  logic,
  fileLogic = manifestFileLogic,
}: {
  logic?: ReturnType<typeof officerManifestLogic>;
  fileLogic?: typeof manifestFileLogic;
}) {
  const scheduleId = Number(useParams().scheduleId);
  const machine = useMemo(() => logic ?? officerManifestLogic(scheduleId), [logic, scheduleId]);
  const manifest = useFlow(machine, { input: { cached: keptManifest(scheduleId) } });
  const data = useSelector(manifest, (s) => s.context.data as OfficerManifest | null);
  const stale = useSelector(manifest, (s) => s.matches('stale'));
  const failed = useSelector(manifest, (s) => s.matches('failed'));
  const files = useFlow(fileLogic, { input: { scheduleId } });
  const fileError = useSelector(files, (s) => s.context.error);
  const downloading = useSelector(files, (s) => s.matches('downloading'));

  const paid = data?.tickets.filter((t) => t.status === 'PAID') ?? [];
  // Walk-on passengers' tickets (issue #40 item 3): listed apart, marked "Pejalan kaki".
  const foot = paid.filter((t) => t.kind === 'foot');
  const classes = [...new Set(paid.filter((t) => t.kind !== 'foot').map((t) => t.vehicleClass))].sort((a, b) =>
    a.localeCompare(b, 'id'),
  );
  const d = data?.departure;
  return (
    <>
      <TopBar title="Manifes" languages={false} back="/petugas" />
      <main className="screen stack">
        {stale && <Banner tone="warning">Tidak ada sinyal. Menampilkan manifes yang tersimpan di ponsel.</Banner>}
        {failed && <Banner>Manifes tidak dapat dimuat.</Banner>}
        {fileError && <Banner>{fileError}</Banner>}
        {d && (
          <>
            <section className="card" aria-labelledby="departure-title">
              <h2 id="departure-title">
                {d.from} → {d.to}, {formatTimeWib(d.issuedTime)}
              </h2>
              <p>{formatDateLong(d.issuedDate)}</p>
              <dl className="receipt-lines">
                <div>
                  <dt>Kendaraan dipesan</dt>
                  <dd>{d.vehicles.booked}</dd>
                </div>
                <div>
                  <dt>Sudah naik</dt>
                  <dd>{d.vehicles.checkedIn}</dd>
                </div>
                <div>
                  <dt>Belum naik</dt>
                  <dd>{d.vehicles.booked - d.vehicles.checkedIn}</dd>
                </div>
                <div>
                  <dt>Orang dipesan / sudah naik</dt>
                  <dd>
                    {d.people.booked} / {d.people.checkedIn}
                  </dd>
                </div>
              </dl>
              <div className="officer-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={downloading}
                  onClick={() => files.send({ type: 'DOWNLOAD', kind: 'pdf' })}
                >
                  Unduh PDF
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={downloading}
                  onClick={() => files.send({ type: 'DOWNLOAD', kind: 'csv' })}
                >
                  Unduh CSV
                </button>
              </div>
            </section>
            <section className="card" aria-labelledby="vehicles-title">
              <h2 id="vehicles-title">Kendaraan</h2>
              {classes.length === 0 && <p>Belum ada kendaraan.</p>}
              {classes.map((c) => (
                <div key={c}>
                  <h3>{c}</h3>
                  <ul className="manifest-list">
                    {paid
                      .filter((t) => t.vehicleClass === c)
                      .map((t) => (
                        <li key={t.transactionId}>
                          {t.plateNumber} · {t.driver.name} ({t.driver.age} tahun) ·{' '}
                          {t.checkedInAt ? 'sudah naik' : 'belum naik'} ·{' '}
                          <span className={`channel-tag channel-${t.channel ?? 'online'}`}>
                            {channelLabel(t.channel)}
                          </span>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </section>
            {foot.length > 0 && <FootTickets tickets={foot} />}
            <section className="card" aria-labelledby="people-title">
              <h2 id="people-title">Penumpang</h2>
              <ul className="manifest-list">
                {paid.flatMap((t) => [
                  ...t.passengers.map((p, i) => (
                    <li key={`${t.transactionId}-${i}`}>
                      {p.name}, {p.age} tahun, {p.domicile} · {t.plateNumber || FOOT_LABEL}
                    </li>
                  )),
                  // Paid for without a name: still on board, and counted (issue #21).
                  ...t.unnamedPassengers.map((u) => (
                    <li key={`${t.transactionId}-unnamed-${u.feeType}`}>
                      {unnamedText(u)} · {t.plateNumber}
                    </li>
                  )),
                ])}
              </ul>
            </section>
          </>
        )}
      </main>
    </>
  );
}
