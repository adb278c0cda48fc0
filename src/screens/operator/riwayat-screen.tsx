// Riwayat Perubahan (/operator/riwayat, issue #22): every operator write, newest first — when
// (Asia/Jakarta), who, what (the action and its thing by name), the changed fields before → after,
// and the Alasan — with filters (Dari/Sampai tanggal, Jenis, Petugas), Muat lebih banyak, and Unduh
// CSV of the filtered rows. The words come from the server (issue #38 item 4), as the CSV's do. The audit log machine does every call (the list, and the CSV with the token).
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { DateField, SelectField, TextField } from '../../components/fields';
import { LoadMore } from '../../components/load-more';
import { useFlow } from '../../hooks/inspect';
import { formatDateMedium, formatDateTimeWib } from '../../../kernel/time';
import {
  auditLogLogic,
  NO_FILTERS,
  type AuditEntryDto,
  type AuditFilters,
} from '../../machines/operator/audit-log.machine';
import { changeText } from './riwayat-diff';

/** Jenis: the kinds the server filters by (openapi.yaml's listAudit `entity`). */
const ENTITY_OPTIONS = [
  { value: '', label: 'Semua' },
  { value: 'ship', label: 'Kapal' },
  { value: 'pattern', label: 'Jadwal' },
  { value: 'exception', label: 'Pengecualian' },
  { value: 'departure', label: 'Keberangkatan' },
  { value: 'fare', label: 'Tarif' },
  { value: 'vehicle_class', label: 'Golongan' },
  { value: 'ticket', label: 'Tiket' },
  { value: 'refund', label: 'Refund' },
];

function Entry({ entry }: { entry: AuditEntryDto }) {
  const when = formatDateTimeWib(Date.parse(entry.at));
  return (
    <article className="card riwayat-entry" aria-label={`${entry.title}, ${when}`}>
      <h2 className="riwayat-title">{entry.title}</h2>
      <p className="riwayat-subject">
        {entry.entityLabel}: {entry.subject}
      </p>
      <p className="riwayat-meta">
        <time dateTime={entry.at}>{when}</time> · {entry.actorName}
      </p>
      {entry.changes.length > 0 && (
        <ul className="riwayat-diff" aria-label="Perubahan">
          {entry.changes.map((c, i) => (
            <li key={`${i}-${c.label}`}>{changeText(c)}</li>
          ))}
        </ul>
      )}
      <p>Alasan: {entry.reason?.trim() || '—'}</p>
    </article>
  );
}

const DATE_FILTERS = [
  { key: 'from', label: 'Dari tanggal' },
  { key: 'to', label: 'Sampai tanggal' },
] as const;

function Filters({
  onApply,
  busy,
  onExport,
}: {
  onApply: (f: AuditFilters) => void;
  busy: boolean;
  onExport: () => void;
}) {
  const [f, setF] = useState<AuditFilters>(NO_FILTERS);
  const set = (patch: Partial<AuditFilters>) => setF((old) => ({ ...old, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(f);
  };
  return (
    <form onSubmit={submit} aria-label="Filter riwayat" className="operator-form">
      {DATE_FILTERS.map(({ key, label }) => (
        <DateField
          key={key}
          label={label}
          value={f[key]}
          display={formatDateMedium(f[key])}
          placeholder="Semua"
          onValueChange={(value) => set({ [key]: value })}
        />
      ))}
      <SelectField
        label="Jenis"
        value={f.entity}
        options={ENTITY_OPTIONS}
        onValueChange={(entity) => set({ entity: entity as AuditFilters['entity'] })}
      />
      <TextField label="Petugas" value={f.actor} maxLength={80} onValueChange={(actor) => set({ actor })} />
      <div className="operator-form-actions">
        <button type="submit" className="button button-primary">
          Terapkan
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onExport}>
          Unduh CSV
        </button>
      </div>
    </form>
  );
}

export default function RiwayatScreen({ logic = auditLogLogic }: { logic?: typeof auditLogLogic }) {
  const actor = useFlow(logic);
  const { filterError, listError, csvError } = useSelector(actor, (s) => s.context);
  const exporting = useSelector(actor, (s) => s.matches('exporting'));
  const list = useSelector(actor, (s) => s.children.list);
  const items = useSelector(list, (s) => s?.context.items ?? []);
  const hasMore = useSelector(list, (s) => s?.context.hasMore ?? false);
  const status = useSelector(list, (s) => (s ? String(s.value) : 'idle'));
  return (
    <main className="operator-main">
      <h1>Riwayat Perubahan</h1>
      <Filters
        busy={exporting}
        onApply={(filters) => actor.send({ type: 'APPLY', filters })}
        onExport={() => actor.send({ type: 'EXPORT' })}
      />
      {filterError && <Banner>{filterError}</Banner>}
      {csvError && <Banner>{csvError}</Banner>}
      {listError && <Banner>{listError}</Banner>}
      {status === 'loading' && <p role="status">Memuat riwayat…</p>}
      {status === 'loaded' && items.length === 0 && <p>Belum ada perubahan.</p>}
      <div className="riwayat-list">
        {items.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </div>
      <LoadMore status={status} hasMore={hasMore} onLoadMore={() => actor.send({ type: 'LOAD_MORE' })} />
    </main>
  );
}
