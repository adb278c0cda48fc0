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
import { TICKET_ACTION_MSG as M } from '../../lib/ticket-action-messages';

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
  return (
    <>
      <TextField
        label={labels.name}
        value={person.name}
        maxLength={FIELD_MAX.name}
        autoComplete="off"
        error={errors[`${path}.name`]}
        onValueChange={(v) => onField(`${path}.name`, v)}
      />
      <TextField
        label={labels.age}
        value={person.age}
        inputMode="numeric"
        error={errors[`${path}.age`]}
        onValueChange={(v) => onField(`${path}.age`, v)}
      />
      <TextField
        label={labels.domicile}
        value={person.domicile}
        maxLength={FIELD_MAX.domicile}
        error={errors[`${path}.domicile`]}
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
  if (!draft) return null;
  const errors = showErrors ? correctionErrors(draft) : {};
  const onField = (field: string, value: string) => actor.send({ type: 'CORRECT.FIELD', field, value });
  return (
    <section className="card correct-form" aria-labelledby="correct-title">
      <h2 id="correct-title">{M.correctTitle}</h2>
      <p className="small muted">{M.correctIntro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'CORRECT.SUBMIT' });
        }}
      >
        <TextField
          label={M.vehicleClass}
          value={vehicleClass}
          readOnly
          hint={M.vehicleClassNote}
          onValueChange={() => undefined}
        />
        <TextField
          label={M.plate}
          value={draft.plateNumber}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.plateNumber}
          onValueChange={(v) => onField('plateNumber', v)}
        />
        <fieldset>
          <legend>Pengemudi</legend>
          <Person
            path="driver"
            labels={{ name: M.driverName, age: M.driverAge, domicile: M.driverDomicile }}
            person={draft.driver}
            errors={errors}
            onField={onField}
          />
        </fieldset>
        {draft.manifest.map((p, i) => (
          <fieldset key={`${p.passengerId}-${i}`}>
            <legend>Penumpang {i + 1}</legend>
            <Person
              path={`manifest.${i}`}
              labels={{
                name: M.passengerName(i + 1),
                age: M.passengerAge(i + 1),
                domicile: M.passengerDomicile(i + 1),
              }}
              person={p}
              errors={errors}
              onField={onField}
            />
          </fieldset>
        ))}
        {error && !confirming && <Banner>{error}</Banner>}
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => actor.send({ type: 'CORRECT.CLOSE' })}
          >
            {M.closeForm}
          </button>
          <button type="submit" className="button button-primary">
            {M.check}
          </button>
        </div>
      </form>
      {confirming && (
        <Modal
          open
          title={M.correctConfirmTitle}
          onClose={sending ? () => undefined : () => actor.send({ type: 'CORRECT.BACK' })}
        >
          <p>{M.correctConfirmIntro}</p>
          <ul className="correct-changes">
            {changes.map((c) => (
              <li key={c.label}>
                {c.label}: {c.from} → {c.to}
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
              {M.back}
            </button>
            <NetworkButton
              type="button"
              className="button button-primary"
              disabled={sending}
              onClick={() => actor.send({ type: 'CORRECT.CONFIRM' })}
            >
              {sending ? M.saving : M.confirmCorrect}
            </NetworkButton>
          </div>
        </Modal>
      )}
    </section>
  );
}
