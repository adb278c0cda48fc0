// ganti-kata-sandi (spec §2): current, new and confirmation with the spec §5 messages. Spec §8
// swallows change-password errors; a failure says what to do (issue #11: a wrong current password
// says so) and keeps the form; a 200 shows a neutral note and empties the form.
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { PasswordField } from '../../components/fields';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { useFlow } from '../../hooks/inspect';
import { changePasswordSchema } from '../../../kernel/form-schemas';
import { changePasswordMachine } from '../../machines/change-password.machine';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';

/** The form's messages (spec §5, kernel/validation-messages.ts) and the machine's failures. */
const KNOWN = [
  m.ak_form_current_required,
  m.ak_form_new_required,
  m.ak_form_confirm_new_required,
  m.form_password_min,
  m.form_password_too_long,
  m.form_password_mismatch,
  m.ak_current_wrong,
  m.ak_password_save_failed,
  m.ak_staff_password_weak,
  m.ak_err_too_many,
  m.ak_err_no_connection,
];

const EMPTY = { password: '', new_password: '', confirm_password: '' };

export default function GantiKataSandiScreen({
  logic = changePasswordMachine,
}: {
  logic?: typeof changePasswordMachine;
}) {
  const change = useFlow(logic);
  const state = useSelector(change, (s) => s.value);
  const error = useSelector(change, (s) => s.context.error);
  const form = useForm(changePasswordSchema, EMPTY);
  const { reset } = form;

  useEffect(() => {
    if (state === 'saved') reset(EMPTY);
    // Only on arriving at saved; `reset` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [state]);

  const saving = state === 'saving';
  const t = useT();
  const known = useKnownText(KNOWN);
  const field = <K extends keyof typeof EMPTY>(name: K) => {
    const props = form.field(name);
    return props.error === undefined ? props : { ...props, error: known(props.error) };
  };

  return (
    <>
      <TopBar title={t(m.ak_password_title)} />
      <main className="screen">
        {state === 'saved' && <Banner tone="info">{t(m.ak_password_saved)}</Banner>}
        {state === 'failed' && error && <Banner>{known(error)}</Banner>}
        <form
          className="form card"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.attempt()) change.send({ type: 'PASSWORD.SAVE', values: form.values });
          }}
        >
          <PasswordField label={t(m.ak_current_password)} autoComplete="current-password" {...field('password')} />
          <PasswordField label={t(m.ak_new_password)} autoComplete="new-password" {...field('new_password')} />
          <PasswordField
            label={t(m.ak_confirm_new_password)}
            autoComplete="new-password"
            {...field('confirm_password')}
          />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!form.valid || saving}>
            {saving ? t(m.ak_saving) : t(m.ak_save)}
          </NetworkButton>
        </form>
      </main>
    </>
  );
}
