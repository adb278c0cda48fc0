// forgot-password (spec §2): the phone number → a code is sent → verifikasi-otp with context
// forgot-password. Coming back here from a later step starts the recovery over from the phone.
// A number without an account is told here, before a code is sent (issue #11), with a way to register.
import { useEffect, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { PhoneField } from '../../components/fields';
import { AlertDialog } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { frameField, useForm, type FormField } from '../../components/use-form';
import { forgotPasswordSchema } from '../../../kernel/form-schemas';
import { stateName, useAuthFlows } from '../auth-flow/auth-flow-context';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';
import { useRecoveryText } from '../auth-flow/auth-flow-texts';

export default function ForgotPasswordScreen() {
  const { forgotPassword } = useAuthFlows();
  const state = useSelector(forgotPassword, (s) => stateName(s.value));
  const alert = useSelector(forgotPassword, (s) => s.context.alert);
  const banner = useSelector(forgotPassword, (s) => (stateName(s.value) === 'phone' ? s.context.banner : null));
  const form = useForm(forgotPasswordSchema, { phone_number: forgotPassword.getSnapshot().context.phone_number });

  useEffect(() => {
    forgotPassword.send({ type: 'FORGOT.EDIT' });
  }, [forgotPassword]);

  const busy = state === 'checkingPhone' || state === 'sendingOtp';
  const t = useT();
  const text = useRecoveryText();
  const field = (name: 'phone_number') => {
    const props = form.field(name);
    return props.error === undefined ? props : { ...props, error: text(props.error) };
  };

  return (
    <>
      <ForgotPasswordPage
        field={field}
        canSubmit={form.valid && !busy}
        busy={busy}
        onSubmit={() => {
          if (form.attempt()) forgotPassword.send({ type: 'FORGOT.SUBMIT', phone_number: form.values.phone_number });
        }}
      >
        {banner && (
          <Banner tone="error">
            {text(banner)} <Link to="/register">{t(m.login_register)}</Link>
          </Banner>
        )}
      </ForgotPasswordPage>
      <AlertDialog message={alert && text(alert)} onClose={() => forgotPassword.send({ type: 'FORGOT.DISMISS' })} />
    </>
  );
}

/** The page the screen and its first paint share; `onSubmit` absent (the frame), nothing is sent. */
function ForgotPasswordPage({
  field,
  canSubmit,
  busy,
  onSubmit,
  children,
}: {
  field: (name: 'phone_number') => FormField;
  canSubmit: boolean;
  busy: boolean;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <TopBar title={t(m.ak_forgot_title)} />
      <main className="screen auth">
        <p className="auth-intro">{t(m.ak_forgot_intro)}</p>
        {children}
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <PhoneField label={t(m.field_phone)} {...field('phone_number')} />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!canSubmit}>
            {busy ? t(m.ak_sending) : t(m.ak_send_otp)}
          </NetworkButton>
        </form>
        <p className="auth-links">
          <Link to="/login">{t(m.ak_back_to_login)}</Link>
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
  return <ForgotPasswordPage field={frameField} canSubmit={false} busy={false} />;
}
