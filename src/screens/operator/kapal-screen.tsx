// Kapal (issue #22): the operator's ships (name, passenger seats, the vehicle deck's lane-metres,
// active), added and changed with the reason for the audit log. The ships chart (machines/
// operator/ships.machine.ts) does every call; a refusal (409: the name is taken, or departures
// already use more than the new size) shows in Indonesian on the form. Issue #38: a changed ship
// first shows how many future departures its new size resizes (or those that already hold more,
// which stop the save), and the save says how many it resized.
import { shallowEqual, useSelector } from '@xstate/react';
import { TextField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import { shipsMachine, type Ship } from '../../machines/operator/ships.machine';
import { shipErrors, type ShipField, type ShipValues } from '../../machines/operator/forms';
import { ShipImpactPanel } from './consequence-panels';
import {
  EditButton,
  editListView,
  EditForm,
  FormActions,
  formatNumber,
  ListStatus,
  metresInput,
  useOperatorForm,
  type EditorProps,
} from './operator-ui';

const EMPTY: ShipValues = { name: '', seats: '', laneMetres: '', active: true, reason: '' };

const valuesOf = (ship: Ship | undefined): ShipValues =>
  ship
    ? {
        name: ship.name,
        seats: String(ship.seats),
        laneMetres: metresInput(ship.laneMetres),
        active: ship.active,
        reason: '',
      }
    : EMPTY;

export default function KapalScreen({ logic = shipsMachine }: { logic?: typeof shipsMachine }) {
  const ships = useFlow(logic);
  const list = useSelector(ships, (s) => s.context.ships);
  const view = useSelector(ships, editListView, shallowEqual);
  const { failed, loading, editing, saving, editingId, error } = view;
  const checking = useSelector(ships, (s) => s.matches({ ready: 'checking' }));
  const impact = useSelector(ships, (s) => (s.matches({ ready: 'confirming' }) ? s.context.impact : null));
  const current = editingId === null ? undefined : list.find((s) => s.id === editingId);
  return (
    <main className="operator-main">
      <h1>Kapal</h1>
      <ListStatus view={view} loadingText="Memuat daftar kapal…" onRetry={() => ships.send({ type: 'RETRY' })} />
      {!failed && !loading && (
        <>
          <div className="operator-table-wrap">
            <table className="operator-table">
              <caption className="sr-only">Daftar kapal</caption>
              <thead>
                <tr>
                  <th scope="col">Nama kapal</th>
                  <th scope="col" className="num">
                    Jumlah kursi
                  </th>
                  <th scope="col" className="num">
                    Panjang lajur (meter)
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="sr-only">Aksi</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((ship) => (
                  <tr key={ship.id}>
                    <th scope="row">{ship.name}</th>
                    <td className="num">{formatNumber(ship.seats)}</td>
                    <td className="num">{formatNumber(ship.laneMetres)}</td>
                    <td>{ship.active ? 'Aktif' : 'Tidak aktif'}</td>
                    <td>
                      <EditButton
                        label={`Ubah ${ship.name}`}
                        disabled={editing}
                        onClick={() => ships.send({ type: 'SHIP.EDIT', id: ship.id })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!editing && (
            <button type="button" className="button button-primary" onClick={() => ships.send({ type: 'SHIP.NEW' })}>
              Tambah Kapal
            </button>
          )}
        </>
      )}
      {editing && (
        <ShipForm
          key={editingId ?? 'new'}
          ship={current}
          busy={saving || checking || impact !== null}
          checking={checking}
          confirming={impact !== null}
          error={error}
          onSave={(values) => ships.send({ type: 'SHIP.SAVE', values })}
          onCancel={() => ships.send({ type: 'SHIP.CANCEL' })}
        />
      )}
      {impact && (
        <ShipImpactPanel
          impact={impact}
          busy={saving}
          onConfirm={() => ships.send({ type: 'SHIP.CONFIRM' })}
          onBack={() => ships.send({ type: 'SHIP.BACK' })}
        />
      )}
    </main>
  );
}

function ShipForm({
  ship,
  busy,
  checking,
  confirming,
  error,
  onSave,
  onCancel,
}: EditorProps<ShipValues> & { ship: Ship | undefined; checking: boolean; confirming: boolean }) {
  const form = useOperatorForm<ShipValues, ShipField>(valuesOf(ship), shipErrors);
  const title = ship ? `Ubah ${ship.name}` : 'Tambah kapal';
  return (
    <EditForm title={title} error={error} onSubmit={form.onSubmit(onSave)}>
      <TextField label="Nama kapal" maxLength={80} autoComplete="off" {...form.field('name', busy)} />
      <TextField label="Jumlah kursi" inputMode="numeric" {...form.field('seats', busy)} />
      <TextField label="Panjang lajur (meter)" inputMode="decimal" {...form.field('laneMetres', busy)} />
      <label className="operator-check">
        <input
          type="checkbox"
          checked={form.values.active}
          disabled={busy}
          onChange={(event) => form.set('active', event.target.checked)}
        />
        Aktif
      </label>
      <TextField label="Alasan" maxLength={500} {...form.field('reason', busy)} />
      {checking && <p role="status">Memeriksa keberangkatan yang terdampak…</p>}
      {!confirming && <FormActions busy={busy} onCancel={onCancel} />}
    </EditForm>
  );
}
