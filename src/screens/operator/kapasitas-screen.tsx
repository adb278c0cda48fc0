// Kapasitas (issue #22): the lane-metres one vehicle of each Golongan takes (changed with the
// reason), what `qty` means (the Golongan IV cars that still fit), and the spec's note that Normal
// Deck, HDD and DD are discouraged online, which stays on pesan-tiket. The vehicleLengths chart
// (machines/operator/vehicle-lengths.machine.ts) does every call.
import { shallowEqual, useSelector } from '@xstate/react';
import { TextField } from '../../components/fields';
import { useFlow } from '../../hooks/inspect';
import { OPERATOR_MSG } from '../../lib/operator-messages';
import { vehicleLengthsMachine, type VehicleClass } from '../../machines/operator/vehicle-lengths.machine';
import { lengthErrors, type LengthField, type LengthValues } from '../../machines/operator/forms';
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

export default function KapasitasScreen({ logic = vehicleLengthsMachine }: { logic?: typeof vehicleLengthsMachine }) {
  const lengths = useFlow(logic);
  const classes = useSelector(lengths, (s) => s.context.classes);
  const view = useSelector(lengths, editListView, shallowEqual);
  const { failed, loading, editing, saving, editingId, error } = view;
  const current = classes.find((c) => c.id === editingId);
  return (
    <main className="operator-main">
      <h1>Kapasitas</h1>
      <p>{OPERATOR_MSG.qtyExplained}</p>
      <p className="operator-note">{OPERATOR_MSG.lengthNote}</p>
      <p className="operator-note">{OPERATOR_MSG.discouragedOnline}</p>
      <ListStatus
        view={view}
        loadingText="Memuat golongan kendaraan…"
        onRetry={() => lengths.send({ type: 'RETRY' })}
      />
      {!failed && !loading && (
        <div className="operator-table-wrap">
          <table className="operator-table">
            <caption className="sr-only">Panjang kendaraan per Golongan</caption>
            <thead>
              <tr>
                <th scope="col">Golongan</th>
                <th scope="col">Jenis kendaraan</th>
                <th scope="col" className="num">
                  Panjang (meter)
                </th>
                <th scope="col">
                  <span className="sr-only">Aksi</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.vehicleClass}</th>
                  <td>{c.vehicleType}</td>
                  <td className="num">{formatNumber(c.lengthMetres)}</td>
                  <td>
                    <EditButton
                      label={`Ubah panjang ${c.vehicleClass}`}
                      disabled={editing}
                      onClick={() => lengths.send({ type: 'LENGTH.EDIT', id: c.id })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && current && (
        <LengthForm
          key={current.id}
          vehicleClass={current}
          busy={saving}
          error={error}
          onSave={(values) => lengths.send({ type: 'LENGTH.SAVE', values })}
          onCancel={() => lengths.send({ type: 'LENGTH.CANCEL' })}
        />
      )}
    </main>
  );
}

function LengthForm({
  vehicleClass,
  busy,
  error,
  onSave,
  onCancel,
}: EditorProps<LengthValues> & { vehicleClass: VehicleClass }) {
  const form = useOperatorForm<LengthValues, LengthField>(
    { lengthMetres: metresInput(vehicleClass.lengthMetres), reason: '' },
    lengthErrors,
  );
  return (
    <EditForm title={`Ubah panjang ${vehicleClass.vehicleClass}`} error={error} onSubmit={form.onSubmit(onSave)}>
      <TextField label="Panjang (meter)" inputMode="decimal" {...form.field('lengthMetres', busy)} />
      <TextField label="Alasan" maxLength={500} {...form.field('reason', busy)} />
      <FormActions busy={busy} onCancel={onCancel} />
    </EditForm>
  );
}
