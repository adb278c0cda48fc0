// Perbaiki Data (issue #23), loaded with the form only when it opens: the plate, the driver's name,
// age and domicile and the named passengers', prefilled from the ticket and checked with
// pesan-tiket's rules (the ticket-actions machine holds the draft and never sends an invalid one).
// The Golongan is shown read-only: it cannot change here. 'Periksa Perubahan' opens a confirmation
// listing what changes; only 'Ya, Simpan' sends it.
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { TextField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { NetworkButton } from '../../components/network-button';
import { FIELD_MAX } from '../../../kernel/field-rules';
import type { ticketActionsMachine } from '../../machines/ticket-actions.machine';
import { correctionErrors, type PersonDraft } from '../../machines/ticket-correction';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useLanguage, useT } from '../../hooks/language';
import { fieldLabel } from './field-labels';

/** The form's messages (kernel/validation-messages.ts) and the machine's failures. */
const KNOWN = [
  m.form_name_required,
  m.form_name_too_long,
  m.ak_form_age_required,
  m.ak_form_age_invalid,
  m.ak_form_domicile_required,
  m.ak_form_domicile_too_long,
  m.ak_form_plate_required,
  m.ak_form_plate_invalid,
  m.ak_form_child_too_old,
  m.ak_form_adult_too_young,
  m.ak_nothing_changed,
  m.ak_fix_errors,
  m.ak_correct_invalid,
  m.ak_err_session_ended,
  m.ak_err_no_connection,
  m.ak_err_ticket_not_found,
  m.ak_err_too_many,
  m.ak_err_generic,
];

type Actor = ActorRefFrom<typeof ticketActionsMachine>;

function Person({
  path,
  labels,
  person,
  errors,
  onField,
}: {
  path: string;
  labels: { name: string; age: string; domicile: string };
  person: PersonDraft;
  errors: Partial<Record<string, string>>;
  onField: (field: string, value: string) => void;
}) {
  const known = useKnownText(KNOWN);
  const error = (key: string) => {
    const message = errors[key];
    return message === undefined ? undefined : known(message);
  };
  return (
    <>
      <TextField
        label={labels.name}
        value={person.name}
        maxLength={FIELD_MAX.name}
        autoComplete="off"
        error={error(`${path}.name`)}
        onValueChange={(v) => onField(`${path}.name`, v)}
      />
      <TextField
        label={labels.age}
        value={person.age}
        inputMode="numeric"
        error={error(`${path}.age`)}
        onValueChange={(v) => onField(`${path}.age`, v)}
      />
      <TextField
        label={labels.domicile}
        value={person.domicile}
        maxLength={FIELD_MAX.domicile}
        error={error(`${path}.domicile`)}
        onValueChange={(v) => onField(`${path}.domicile`, v)}
      />
    </>
  );
}

export default function CorrectForm({ actor, vehicleClass }: { actor: Actor; vehicleClass: string }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const error = useSelector(actor, (s) => s.context.error);
  const changes = useSelector(actor, (s) => s.context.changes);
  const confirming = useSelector(
    actor,
    (s) => s.matches({ flow: { correcting: 'confirming' } }) || s.matches({ flow: { correcting: 'sending' } }),
  );
  const sending = useSelector(actor, (s) => s.matches({ flow: { correcting: 'sending' } }));
  const t = useT();
  const language = useLanguage();
  const known = useKnownText(KNOWN);
  if (!draft) return null;
  const errors = showErrors ? correctionErrors(draft) : {};
  const onField = (field: string, value: string) => actor.send({ type: 'CORRECT.FIELD', field, value });
  return (
    <section className="card correct-form" aria-labelledby="correct-title">
      <h2 id="correct-title">{t(m.ak_correct)}</h2>
      <p className="small muted">{t(m.ak_correct_intro)}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'CORRECT.SUBMIT' });
        }}
      >
        <TextField
          label={t(m.ak_vehicle_class)}
          value={vehicleClass}
          readOnly
          hint={t(m.ak_vehicle_class_note)}
          onValueChange={() => undefined}
        />
        <TextField
          label={t(m.ak_plate)}
          value={draft.plateNumber}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.plateNumber && known(errors.plateNumber)}
          onValueChange={(v) => onField('plateNumber', v)}
        />
        <fieldset>
          <legend>{t(m.ak_driver)}</legend>
          <Person
            path="driver"
            labels={{ name: t(m.ak_driver_name), age: t(m.ak_driver_age), domicile: t(m.ak_driver_domicile) }}
            person={draft.driver}
            errors={errors}
            onField={onField}
          />
        </fieldset>
        {draft.manifest.map((p, i) => (
          <fieldset key={`${p.passengerId}-${i}`}>
            <legend>{t(m.ak_passenger_n, { n: i + 1 })}</legend>
            <Person
              path={`manifest.${i}`}
              labels={{
                name: t(m.ak_passenger_name, { n: i + 1 }),
                age: t(m.ak_passenger_age, { n: i + 1 }),
                domicile: t(m.ak_passenger_domicile, { n: i + 1 }),
              }}
              person={p}
              errors={errors}
              onField={onField}
            />
          </fieldset>
        ))}
        {error && !confirming && <Banner>{known(error)}</Banner>}
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'CORRECT.CLOSE' })}
          >
            {t(m.ak_close_form)}
          </button>
          <button type="submit" className="button button-primary">
            {t(m.ak_check_changes)}
          </button>
        </div>
      </form>
      {confirming && (
        <Modal
          open
          title={t(m.ak_correct_confirm_title)}
          onClose={sending ? () => undefined : () => actor.send({ type: 'CORRECT.BACK' })}
        >
          <p>{t(m.ak_correct_confirm_intro)}</p>
          <ul className="correct-changes">
            {changes.map((c) => (
              <li key={c.label}>
                {fieldLabel(language, c.label)}: {c.from} → {c.to}
              </li>
            ))}
          </ul>
          <div className="modal-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={sending}
              onClick={() => actor.send({ type: 'CORRECT.BACK' })}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus when the dialog opens
              autoFocus
            >
              {t(m.back)}
            </button>
            <NetworkButton
              type="button"
              className="button button-primary"
              disabled={sending}
              onClick={() => actor.send({ type: 'CORRECT.CONFIRM' })}
            >
              {sending ? t(m.ak_saving) : t(m.ak_confirm_correct)}
            </NetworkButton>
          </div>
        </Modal>
      )}
    </section>
  );
}
