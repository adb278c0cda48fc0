// Kendaraan Saya and Penumpang Tersimpan on Akun (issue #40 item 2): the account's saved vehicles or
// travellers, each with Ubah and Hapus, Tambah while there is room, the form in a dialog and Hapus
// confirmed first. The savedList machine owns the list and every call; this renders it.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { SelectField, TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { useFlow } from '../../hooks/inspect';
import { formatRupiah } from '../../../kernel/money';
import { DRIVER_GENDER_OPTIONS, FIELD_MAX, normalisePlate } from '../../../kernel/field-rules';
import { ageOnDate } from '../../../kernel/saved-profile';
import { savedTravellerSchema, savedVehicleSchema } from '../../../kernel/form-schemas';
import { SAVED_LIST_MSG } from '../../lib/saved-list-messages';
import {
  limitOf,
  savedListMachine,
  type SavedItem,
  type SavedKind,
  type SavedTraveller,
  type SavedVehicle,
} from '../../machines/saved-list.machine';
import './account.css';

type ListActor = ActorRefFrom<typeof savedListMachine>;

const TEXTS = {
  vehicles: {
    title: SAVED_LIST_MSG.vehiclesTitle,
    empty: SAVED_LIST_MSG.vehiclesEmpty,
    add: SAVED_LIST_MSG.addVehicle,
    edit: SAVED_LIST_MSG.editVehicle,
    full: SAVED_LIST_MSG.vehiclesFull,
  },
  travellers: {
    title: SAVED_LIST_MSG.travellersTitle,
    empty: SAVED_LIST_MSG.travellersEmpty,
    add: SAVED_LIST_MSG.addTraveller,
    edit: SAVED_LIST_MSG.editTraveller,
    full: SAVED_LIST_MSG.travellersFull,
  },
} as const;

const isVehicle = (item: SavedItem): item is SavedVehicle => 'plateNumber' in item;

/** The age on `today` (Jakarta), from an age and its date, or 'lahir <year>'. */
function ageText(t: SavedTraveller, today: string): string {
  if (t.birthYear !== null) return `lahir ${t.birthYear}`;
  return `${ageOnDate(t, today) ?? t.age} tahun`;
}

/** An item's name, and what it says beside it. */
function describe(item: SavedItem, today: string): { name: string; detail: string } {
  if (isVehicle(item)) return { name: item.plateNumber, detail: `${item.vehicleClass} – ${item.vehicleType}` };
  return { name: item.name, detail: `${item.gender} · ${ageText(item, today)} · ${item.domicile}` };
}

export function SavedListScreen({
  kind,
  logic = savedListMachine,
}: {
  kind: SavedKind;
  logic?: typeof savedListMachine;
}) {
  const actor = useFlow(logic, { input: { kind } });
  const phase = useSelector(actor, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
  );
  const texts = TEXTS[kind];
  return (
    <>
      <TopBar title={texts.title} />
      <main className="screen saved-list">
        {phase === 'loading' && <Skeleton lines={3} label="Memuat…" />}
        {phase === 'failed' && (
          <div className="placeholder">
            <p>{SAVED_LIST_MSG.loadFailed}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              Coba lagi
            </NetworkButton>
          </div>
        )}
        {phase === 'ready' && <SavedItems actor={actor} kind={kind} />}
      </main>
      <ItemForm actor={actor} kind={kind} />
      <DeleteDialog actor={actor} />
    </>
  );
}

function SavedItems({ actor, kind }: { actor: ListActor; kind: SavedKind }) {
  const items = useSelector(actor, (s) => s.context.items);
  const today = useSelector(actor, (s) => s.context.today);
  const notice = useSelector(actor, (s) => (s.matches({ ready: 'list' }) ? s.context.notice : null));
  const error = useSelector(actor, (s) => (s.matches({ ready: 'list' }) ? s.context.error : null));
  const texts = TEXTS[kind];
  const full = items.length >= limitOf(kind);
  return (
    <>
      {notice && <Banner tone="info">{notice}</Banner>}
      {error && <Banner>{error}</Banner>}
      {items.length === 0 ? (
        <p className="muted">{texts.empty}</p>
      ) : (
        <ul className="menu card saved-items" aria-label={texts.title}>
          {items.map((item) => {
            const { name, detail } = describe(item, today);
            return (
              <li key={item.id} className="saved-item">
                <div>
                  <p className="saved-item-name">{name}</p>
                  <p className="muted small">{detail}</p>
                </div>
                <div className="row">
                  <button
                    type="button"
                    className="button-link"
                    aria-label={`Ubah ${name}`}
                    onClick={() => actor.send({ type: 'EDIT', id: item.id })}
                  >
                    Ubah
                  </button>
                  <button
                    type="button"
                    className="button-link"
                    aria-label={`Hapus ${name}`}
                    onClick={() => actor.send({ type: 'DELETE', id: item.id })}
                  >
                    Hapus
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="button button-primary button-block"
        disabled={full}
        onClick={() => actor.send({ type: 'ADD' })}
      >
        {texts.add}
      </button>
      {full && <p className="muted small">{texts.full(limitOf(kind))}</p>}
    </>
  );
}

function ItemForm({ actor, kind }: { actor: ListActor; kind: SavedKind }) {
  const open = useSelector(actor, (s) => s.matches({ ready: 'form' }) || s.matches({ ready: 'saving' }));
  const editing = useSelector(actor, (s) => s.context.editing);
  if (!open) return null;
  return kind === 'vehicles' ? (
    <VehicleForm key={editing ?? 'new'} actor={actor} />
  ) : (
    <TravellerForm key={editing ?? 'new'} actor={actor} />
  );
}

function FormDialog(props: {
  actor: ListActor;
  kind: SavedKind;
  valid: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const { actor } = props;
  const editing = useSelector(actor, (s) => s.context.editing);
  const saving = useSelector(actor, (s) => s.matches({ ready: 'saving' }));
  const error = useSelector(actor, (s) => (s.matches({ ready: 'form' }) ? s.context.error : null));
  const texts = TEXTS[props.kind];
  return (
    <Modal open title={editing === null ? texts.add : texts.edit} onClose={() => actor.send({ type: 'CANCEL' })}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        {error && <Banner>{error}</Banner>}
        {props.children}
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            Batal
          </button>
          <NetworkButton type="submit" className="button button-primary" disabled={!props.valid || saving}>
            {saving ? 'Menyimpan…' : 'Simpan'}
          </NetworkButton>
        </div>
      </form>
    </Modal>
  );
}

function VehicleForm({ actor }: { actor: ListActor }) {
  const item = useSelector(actor, (s) => s.context.items.find((i) => i.id === s.context.editing));
  const types = useSelector(actor, (s) => s.context.vehicleTypes);
  const vehicle = item && isVehicle(item) ? item : null;
  const form = useForm(savedVehicleSchema, {
    plateNumber: vehicle?.plateNumber ?? '',
    vehicleTypeId: vehicle ? String(vehicle.vehicleTypeId) : '',
  });
  const plate = form.field('plateNumber');
  return (
    <FormDialog
      actor={actor}
      kind="vehicles"
      valid={form.valid}
      onSave={() => form.attempt() && actor.send({ type: 'SAVE', values: form.values })}
    >
      <TextField
        label="Nomor Kendaraan"
        placeholder="Contoh: BK 1234 ABC"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        {...plate}
        onValueChange={(value) => plate.onValueChange(normalisePlate(value))}
      />
      <SelectField
        label="Golongan Kendaraan"
        placeholder="Pilih golongan kendaraan"
        options={types.map((t) => ({
          value: String(t.id),
          label: `${t.vehicleClass} – ${t.vehicleType} – ${formatRupiah(t.price)}`,
        }))}
        {...form.field('vehicleTypeId')}
      />
    </FormDialog>
  );
}

function TravellerForm({ actor }: { actor: ListActor }) {
  const item = useSelector(actor, (s) => s.context.items.find((i) => i.id === s.context.editing));
  const today = useSelector(actor, (s) => s.context.today);
  const t = item && !isVehicle(item) ? item : null;
  const ageOrYear = t ? (t.birthYear ?? ageOnDate(t, today)) : null;
  const form = useForm(savedTravellerSchema, {
    name: t?.name ?? '',
    ageOrYear: ageOrYear === null ? '' : String(ageOrYear),
    gender: t?.gender ?? '',
    domicile: t?.domicile ?? '',
  });
  return (
    <FormDialog
      actor={actor}
      kind="travellers"
      valid={form.valid}
      onSave={() => form.attempt() && actor.send({ type: 'SAVE', values: form.values })}
    >
      <TextField label="Nama" maxLength={FIELD_MAX.name} autoComplete="off" {...form.field('name')} />
      <TextField
        label="Usia atau Tahun Lahir"
        type="number"
        inputMode="numeric"
        min={0}
        hint={SAVED_LIST_MSG.ageOrYearHint}
        {...form.field('ageOrYear')}
      />
      <SelectField
        label="Jenis Kelamin"
        placeholder="Pilih jenis kelamin"
        options={DRIVER_GENDER_OPTIONS}
        {...form.field('gender')}
      />
      <TextField label="Domisili" maxLength={FIELD_MAX.domicile} {...form.field('domicile')} />
    </FormDialog>
  );
}

function DeleteDialog({ actor }: { actor: ListActor }) {
  const target = useSelector(actor, (s) =>
    s.matches({ ready: 'confirming' }) || s.matches({ ready: 'deleting' })
      ? s.context.items.find((i) => i.id === s.context.removing)
      : undefined,
  );
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'deleting' }));
  const today = useSelector(actor, (s) => s.context.today);
  if (!target) return null;
  const { name } = describe(target, today);
  return (
    <Modal open role="alertdialog" title={`Hapus ${name}?`} onClose={() => actor.send({ type: 'CANCEL' })}>
      <p className="modal-message">{SAVED_LIST_MSG.deleteQuestion(name)}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          Batal
        </button>
        <NetworkButton
          type="button"
          className="button button-primary"
          disabled={deleting}
          onClick={() => actor.send({ type: 'DELETE.CONFIRM' })}
        >
          Hapus
        </NetworkButton>
      </div>
    </Modal>
  );
}
