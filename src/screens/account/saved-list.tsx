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
import { m } from '../../../kernel/paraglide/messages';
import type { Language } from '../../../kernel/language';
import { translate, useKnownText, useLanguage, useT } from '../../hooks/language';
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
    title: m.ak_vehicles_title,
    empty: m.ak_vehicles_empty,
    add: m.ak_add_vehicle,
    edit: m.ak_edit_vehicle,
    full: m.ak_vehicles_full,
  },
  travellers: {
    title: m.ak_travellers_title,
    empty: m.ak_travellers_empty,
    add: m.ak_add_traveller,
    edit: m.ak_edit_traveller,
    full: m.ak_travellers_full,
  },
} as const;

/** The machine's outcomes and failures, the forms' messages (kernel/validation-messages.ts) and the genders. */
const KNOWN = [
  m.ak_saved,
  m.ak_deleted,
  m.ak_save_failed,
  m.ak_delete_failed,
  m.ak_err_no_connection,
  m.ak_err_too_many,
  m.form_name_required,
  m.form_name_too_long,
  m.ak_form_domicile_required,
  m.ak_form_domicile_too_long,
  m.ak_form_plate_required,
  m.ak_form_plate_invalid,
  m.ak_form_class_required,
  m.ak_form_gender_required,
  m.ak_form_age_or_year_required,
  m.ak_form_age_or_year_invalid,
  m.gender_male,
  m.gender_female,
];

/** A form field's props with its message in the current language. */
function shown<F extends { error: string | undefined }>(field: F, known: (text: string) => string): F {
  return field.error === undefined ? field : { ...field, error: known(field.error) };
}

const isVehicle = (item: SavedItem): item is SavedVehicle => 'plateNumber' in item;

/** The age on `today` (Jakarta), from an age and its date, or 'lahir <year>'. */
function ageText(t: SavedTraveller, today: string, language: Language): string {
  if (t.birthYear !== null) return translate(language, m.ak_born, { year: t.birthYear });
  return translate(language, m.ak_years, { age: String(ageOnDate(t, today) ?? t.age) });
}

const GENDER: Record<string, typeof m.gender_male> = { 'Laki - Laki': m.gender_male, Perempuan: m.gender_female };

/** An item's name, and what it says beside it. */
function describe(item: SavedItem, today: string, language: Language = 'id'): { name: string; detail: string } {
  if (isVehicle(item)) return { name: item.plateNumber, detail: `${item.vehicleClass} – ${item.vehicleType}` };
  const gender = GENDER[item.gender];
  const genderText = gender ? translate(language, gender) : item.gender;
  return { name: item.name, detail: `${genderText} · ${ageText(item, today, language)} · ${item.domicile}` };
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
  const t = useT();
  return (
    <>
      <TopBar title={t(texts.title)} />
      <main className="screen saved-list">
        {phase === 'loading' && <Skeleton lines={3} label={t(m.loading)} />}
        {phase === 'failed' && (
          <div className="placeholder">
            <p>{t(m.ak_list_failed)}</p>
            <NetworkButton
              type="button"
              className="button button-secondary"
              onClick={() => actor.send({ type: 'RETRY' })}
            >
              {t(m.retry)}
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
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(KNOWN);
  return (
    <>
      {notice && <Banner tone="info">{known(notice)}</Banner>}
      {error && <Banner>{known(error)}</Banner>}
      {items.length === 0 ? (
        <p className="muted">{t(texts.empty)}</p>
      ) : (
        <ul className="menu card saved-items" aria-label={t(texts.title)}>
          {items.map((item) => {
            const { name, detail } = describe(item, today, language);
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
                    aria-label={t(m.ak_edit_name, { name })}
                    onClick={() => actor.send({ type: 'EDIT', id: item.id })}
                  >
                    {t(m.ak_edit)}
                  </button>
                  <button
                    type="button"
                    className="button-link"
                    aria-label={t(m.ak_delete_name, { name })}
                    onClick={() => actor.send({ type: 'DELETE', id: item.id })}
                  >
                    {t(m.ak_delete)}
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
        {t(texts.add)}
      </button>
      {full && <p className="muted small">{t(texts.full, { n: limitOf(kind) })}</p>}
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
  const t = useT();
  const known = useKnownText(KNOWN);
  return (
    <Modal open title={editing === null ? t(texts.add) : t(texts.edit)} onClose={() => actor.send({ type: 'CANCEL' })}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        {error && <Banner>{known(error)}</Banner>}
        {props.children}
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t(m.ak_close_form)}
          </button>
          <NetworkButton type="submit" className="button button-primary" disabled={!props.valid || saving}>
            {saving ? t(m.ak_saving) : t(m.ak_save)}
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
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(KNOWN);
  const plate = shown(form.field('plateNumber'), known);
  return (
    <FormDialog
      actor={actor}
      kind="vehicles"
      valid={form.valid}
      onSave={() => form.attempt() && actor.send({ type: 'SAVE', values: form.values })}
    >
      <TextField
        label={t(m.ak_plate_field)}
        placeholder={t(m.ak_plate_example)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        {...plate}
        onValueChange={(value) => plate.onValueChange(normalisePlate(value))}
      />
      <SelectField
        label={t(m.ak_class_field)}
        placeholder={t(m.ak_class_pick)}
        options={types.map((type) => ({
          value: String(type.id),
          label: `${type.vehicleClass} – ${type.vehicleType} – ${formatRupiah(type.price, language)}`,
        }))}
        {...shown(form.field('vehicleTypeId'), known)}
      />
    </FormDialog>
  );
}

function TravellerForm({ actor }: { actor: ListActor }) {
  const item = useSelector(actor, (s) => s.context.items.find((i) => i.id === s.context.editing));
  const today = useSelector(actor, (s) => s.context.today);
  const saved = item && !isVehicle(item) ? item : null;
  const ageOrYear = saved ? (saved.birthYear ?? ageOnDate(saved, today)) : null;
  const form = useForm(savedTravellerSchema, {
    name: saved?.name ?? '',
    ageOrYear: ageOrYear === null ? '' : String(ageOrYear),
    gender: saved?.gender ?? '',
    domicile: saved?.domicile ?? '',
  });
  const t = useT();
  const known = useKnownText(KNOWN);
  const genders = DRIVER_GENDER_OPTIONS.map((o) => ({
    value: o.value,
    label: o.value === 'Perempuan' ? t(m.gender_female) : t(m.ak_gender_male_option),
  }));
  return (
    <FormDialog
      actor={actor}
      kind="travellers"
      valid={form.valid}
      onSave={() => form.attempt() && actor.send({ type: 'SAVE', values: form.values })}
    >
      <TextField
        label={t(m.field_name)}
        maxLength={FIELD_MAX.name}
        autoComplete="off"
        {...shown(form.field('name'), known)}
      />
      <TextField
        label={t(m.ak_age_or_year)}
        type="number"
        inputMode="numeric"
        min={0}
        hint={t(m.ak_age_or_year_hint)}
        {...shown(form.field('ageOrYear'), known)}
      />
      <SelectField
        label={t(m.ak_gender)}
        placeholder={t(m.ak_gender_pick)}
        options={genders}
        {...shown(form.field('gender'), known)}
      />
      <TextField label={t(m.ak_domicile)} maxLength={FIELD_MAX.domicile} {...shown(form.field('domicile'), known)} />
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
  const t = useT();
  if (!target) return null;
  const { name } = describe(target, today);
  return (
    <Modal
      open
      role="alertdialog"
      title={t(m.ak_delete_title, { name })}
      onClose={() => actor.send({ type: 'CANCEL' })}
    >
      <p className="modal-message">{t(m.ak_delete_question, { what: name })}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          {t(m.ak_close_form)}
        </button>
        <NetworkButton
          type="button"
          className="button button-primary"
          disabled={deleting}
          onClick={() => actor.send({ type: 'DELETE.CONFIRM' })}
        >
          {t(m.ak_delete)}
        </NetworkButton>
      </div>
    </Modal>
  );
}
