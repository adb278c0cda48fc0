// register (spec §2): name, phone, password and confirmation → phone check → OTP sent →
// verifikasi-otp. The registration actor lives in the auth-flow layout; coming back here from the
// code screen returns the flow to the form (the values, password included, are still there).
import { useEffect } from 'react';
import { Link } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { AlertDialog } from '../../components/modal';
import { PasswordField, PhoneField, TextField } from '../../components/fields';
import { TopBar } from '../../components/top-bar';
import { frameField, useForm, type FormField } from '../../components/use-form';
import { FIELD_MAX } from '../../../kernel/field-rules';
import { registerSchema } from '../../../kernel/form-schemas';
import { stateName, useAuthFlows } from '../auth-flow/auth-flow-context';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';

/** The form's messages (kernel/validation-messages.ts, spec §5 verbatim) in the chosen language. */
const FORM_ERRORS = [
  m.form_name_required,
  m.form_name_too_long,
  m.form_phone_required,
  m.form_phone_invalid,
  m.form_password_required,
  m.form_register_password_min,
  m.form_password_too_long,
  m.form_password_mismatch,
] as const;

export default function RegisterScreen() {
  const { registration } = useAuthFlows();
  const state = useSelector(registration, (s) => stateName(s.value));
  const alert = useSelector(registration, (s) => s.context.alert);
  const form = useForm(
    registerSchema,
    (() => {
      const { name, phone_number, password } = registration.getSnapshot().context;
      return { name, phone_number, password, confirmPassword: password };
    })(),
  );

  // Back from the code screen: edit the form again.
  useEffect(() => {
    registration.send({ type: 'REGISTER.EDIT' });
  }, [registration]);

  const busy = state === 'checkingPhone' || state === 'sendingOtp';

  return (
    <>
      <RegisterPage
        field={form.field}
        canSubmit={form.valid && !busy}
        busy={busy}
        onSubmit={() => {
          if (form.attempt()) registration.send({ type: 'REGISTER.SUBMIT', ...form.values });
        }}
      />
      <AlertDialog message={alert} onClose={() => registration.send({ type: 'REGISTER.DISMISS' })} />
    </>
  );
}

/** The page the screen and its first paint share; `onSubmit` absent (the frame), nothing is sent. */
function RegisterPage({
  field,
  canSubmit,
  busy,
  onSubmit,
}: {
  field: (name: 'name' | 'phone_number' | 'password' | 'confirmPassword') => FormField;
  canSubmit: boolean;
  busy: boolean;
  onSubmit?: () => void;
}) {
  const t = useT();
  const known = useKnownText(FORM_ERRORS);
  const shown = (name: 'name' | 'phone_number' | 'password' | 'confirmPassword') => {
    const props = field(name);
    return { ...props, error: props.error && known(props.error) };
  };
  return (
    <>
      <TopBar title={t(m.login_register)} />
      <main className="screen auth">
        <p className="auth-intro">{t(m.register_intro)}</p>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <TextField label={t(m.field_name)} autoComplete="name" maxLength={FIELD_MAX.name} {...shown('name')} />
          <PhoneField label={t(m.field_phone)} {...shown('phone_number')} />
          <PasswordField label={t(m.field_password)} autoComplete="new-password" {...shown('password')} />
          <PasswordField
            label={t(m.field_confirm_password)}
            autoComplete="new-password"
            {...shown('confirmPassword')}
          />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!canSubmit}>
            {busy ? t(m.processing) : t(m.login_register)}
          </NetworkButton>
        </form>
        <p className="auth-links">
          <span>{t(m.register_have_account)}</span>
          <Link to="/login">{t(m.login_title)}</Link>
        </p>
      </main>
    </>
  );
}

/**
 * The first paint (issue #25, src/hooks/first-paint.ts): the empty form as the screen draws it.
 * Its fields take typing before the app has started, and the screen's fields take what was typed
 * (issue #36, kernel/early-input.ts); its button is disabled, as the screen's is for an empty form.
 */
export function Frame() {
  return <RegisterPage field={frameField} canSubmit={false} busy={false} />;
}
