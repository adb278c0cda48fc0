// Jadwal (/operator/jadwal, issue #22): the weekly patterns per direction with their ship, validity
// and walk-in quota; a pattern added or changed, one date's exception (and its undo), and Tambah
// Keberangkatan. Everything goes through the timetable machine; a change that would remove
// departures with tickets shows them and asks Pertahankan / Batalkan for each. Issue #38: the
// crossing time per pair of ports, and an extra departure that clashes with the ship's own sailings
// shows them with Tetap Tambahkan.
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { Modal } from '../../components/modal';
import { useFlow } from '../../hooks/inspect';
import { formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { EXCEPTION_KIND_LABEL, weekdaysText } from '../../lib/operator-timetable-messages';
import {
  timetableMachine,
  type Editor,
  type PatternDto,
  type Submission,
  type TimetableData,
} from '../../machines/operator/timetable.machine';
import { ClashWarning, CrossingForm, CrossingTimes } from './jadwal-crossing';
import { Decisions } from './jadwal-decisions';
import { ExceptionForm, ExtraDepartureForm, UndoExceptionForm } from './jadwal-other-forms';
import { PatternForm } from './jadwal-pattern-form';

const direction = (p: { fromRoute: { route: string }; toRoute: { route: string } }) =>
  `${p.fromRoute.route} → ${p.toRoute.route}`;

const TITLE: Record<Editor['kind'], string> = {
  pattern: 'Ubah Pola Jadwal',
  exception: 'Pengecualian Tanggal',
  undo: 'Batalkan Pengecualian',
  extra: 'Tambah Keberangkatan',
  crossing: 'Waktu Penyeberangan',
};
const titleOf = (editor: Editor) =>
  editor.kind === 'pattern' && editor.patternId === null ? 'Tambah Pola Jadwal' : TITLE[editor.kind];

function PatternTable({ patterns, onOpen }: { patterns: PatternDto[]; onOpen: (editor: Editor) => void }) {
  return (
    <div className="operator-table-wrap">
      <table className="operator-table">
        <thead>
          <tr>
            <th scope="col">Jam</th>
            <th scope="col">Hari</th>
            <th scope="col">Kapal</th>
            <th scope="col">Berlaku mulai</th>
            <th scope="col">Berlaku sampai</th>
            <th scope="col">Kuota loket %</th>
            <th scope="col">Rilis (jam)</th>
            <th scope="col">Aksi</th>
          </tr>
        </thead>
        <tbody>
          {patterns.map((p) => (
            <tr key={p.id}>
              <th scope="row">{formatTimeWib(p.departureTime)}</th>
              <td>{weekdaysText(p.weekdays)}</td>
              <td>{p.ship.name}</td>
              <td>{formatDateMedium(p.validFrom)}</td>
              <td>{p.validUntil ? formatDateMedium(p.validUntil) : 'Tanpa batas'}</td>
              <td>{p.walkinPercent}%</td>
              <td>{p.walkinReleaseHours}</td>
              <td className="operator-actions">
                <button
                  type="button"
                  className="button-link"
                  aria-label={`Ubah pola ${formatTimeWib(p.departureTime)} ${direction(p)}`}
                  onClick={() => onOpen({ kind: 'pattern', patternId: p.id })}
                >
                  Ubah
                </button>{' '}
                <button
                  type="button"
                  className="button-link"
                  aria-label={`Pengecualian ${formatTimeWib(p.departureTime)} ${direction(p)}`}
                  onClick={() => onOpen({ kind: 'exception', patternId: p.id })}
                >
                  Pengecualian
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Exceptions({ data, onOpen }: { data: TimetableData; onOpen: (editor: Editor) => void }) {
  const rows = [...data.exceptions].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="jadwal-exceptions">
      <h2 id="jadwal-exceptions">Pengecualian</h2>
      {rows.length === 0 && <p>Tidak ada pengecualian dalam {data.horizonDays} hari ke depan.</p>}
      <ul className="operator-note-list">
        {rows.map((e) => {
          const p = data.patterns.find((x) => x.id === e.patternId);
          const what = e.kind === 'ship' ? `Ganti kapal: ${e.ship?.name ?? '—'}` : EXCEPTION_KIND_LABEL.removed;
          const label = `${formatDateMedium(e.date)}${p ? `, ${formatTimeWib(p.departureTime)} ${direction(p)}` : ''}`;
          return (
            <li key={e.id}>
              {label} · {what}{' '}
              <button
                type="button"
                className="button-link"
                aria-label={`Batalkan pengecualian ${label}`}
                onClick={() => onOpen({ kind: 'undo', exceptionId: e.id })}
              >
                Batalkan
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function JadwalScreen({ logic = timetableMachine }: { logic?: typeof timetableMachine }) {
  const actor = useFlow(logic);
  const snapshot = useSelector(actor, (s) => s);
  const { data, today, editor, affected, decisions, formError, notice, loadError, submission } = snapshot.context;
  const saving = snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'reloading' });
  const deciding = snapshot.matches({ ready: 'deciding' });
  const clashing = snapshot.matches({ ready: 'clashing' });
  const back = () => actor.send({ type: 'BACK' });
  const open = (e: Editor) => actor.send({ type: 'OPEN', editor: e });
  const close = () => actor.send({ type: 'CLOSE' });
  const submit = (submission: Submission) => actor.send({ type: 'SUBMIT', submission });
  const directions = data ? [...new Set(data.patterns.map(direction))].sort() : [];
  const formOpen = !!editor && !!data && !snapshot.matches({ ready: 'browsing' });
  const common = { data: data!, busy: saving, onSubmit: submit, onClose: close };

  return (
    <main className="operator-main">
      <h1>Jadwal</h1>
      {snapshot.matches('loading') && <p role="status">Memuat jadwal…</p>}
      {snapshot.matches('failed') && (
        <Banner>
          {loadError}{' '}
          <button type="button" className="button-link" onClick={() => actor.send({ type: 'RETRY' })}>
            Coba lagi
          </button>
        </Banner>
      )}
      {notice && <Banner tone="info">{notice}</Banner>}
      {data && (
        <div className="operator-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => open({ kind: 'pattern', patternId: null })}
          >
            Tambah Pola
          </button>
          <button type="button" className="button button-secondary" onClick={() => open({ kind: 'extra' })}>
            Tambah Keberangkatan
          </button>
        </div>
      )}
      {data && directions.length === 0 && <p>Belum ada pola jadwal.</p>}
      {directions.map((d) => (
        <section key={d} aria-label={d}>
          <h2>{d}</h2>
          <PatternTable patterns={data!.patterns.filter((p) => direction(p) === d)} onOpen={open} />
        </section>
      ))}
      {data && <Exceptions data={data} onOpen={open} />}
      {data && <CrossingTimes data={data} onOpen={open} />}
      {formOpen && editor && (
        <Modal
          open
          className="operator-dialog"
          title={deciding ? 'Keberangkatan Bertiket' : clashing ? 'Bentrok Jadwal Kapal' : titleOf(editor)}
          onClose={deciding || clashing ? back : close}
        >
          {formError && <Banner>{formError}</Banner>}
          {deciding && (
            <Decisions
              affected={affected}
              decisions={decisions}
              busy={saving}
              onDecide={(scheduleId, action) => actor.send({ type: 'DECIDE', scheduleId, action })}
              onConfirm={() => actor.send({ type: 'CONFIRM' })}
              onBack={() => actor.send({ type: 'BACK' })}
            />
          )}
          {clashing && (
            <ClashWarning
              clashes={snapshot.context.clashes}
              crossingMinutes={snapshot.context.crossingMinutes}
              date={submission?.kind === 'extra' ? submission.body.date : ''}
              busy={saving}
              onAddAnyway={() => actor.send({ type: 'ADD_ANYWAY' })}
              onBack={back}
            />
          )}
          {/* Kept mounted while deciding, so BACK returns to the values as they were typed. */}
          <div hidden={deciding || clashing}>
            {editor.kind === 'pattern' && <PatternForm {...common} patternId={editor.patternId} today={today} />}
            {editor.kind === 'exception' && <ExceptionForm {...common} patternId={editor.patternId} today={today} />}
            {editor.kind === 'undo' && <UndoExceptionForm {...common} exceptionId={editor.exceptionId} />}
            {editor.kind === 'extra' && <ExtraDepartureForm {...common} today={today} />}
            {editor.kind === 'crossing' && <CrossingForm {...common} portA={editor.portA} portB={editor.portB} />}
          </div>
        </Modal>
      )}
    </main>
  );
}
