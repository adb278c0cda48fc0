// login (spec §2): phone and password with a show/hide toggle, links to forgot-password and
// register. The login machine clears the stored drafts on entry, logs in and loads the user; the
// actions the screen supplies then hand token and user to the session and go to beranda, or back
// to the protected page the guard came from (not after a logout or an account deletion: then
// beranda). After a registration the phone field starts with the new account's number (the
// registration's `toLogin` hands it over in the route state, issue #21 §7).
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { PasswordField, PhoneField } from '../../components/fields';
import { AlertDialog } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { frameField, useForm, type FormField } from '../../components/use-form';
import { useFlow } from '../../hooks/inspect';
import { loginSchema } from '../../../kernel/form-schemas';
import { landingPath, loginMachine } from '../../machines/login.machine';
import { useSession } from '../../hooks/session';
import '../auth-flow/auth-flow.css';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useKnownText, useT } from '../../hooks/language';

type LoginState = { from?: unknown; notice?: unknown; phone?: unknown } | null;

/** The phone number handed over by the registration, when it is one. */
function handedPhone(phone: unknown): string {
  return typeof phone === 'string' && /^\d{1,15}$/.test(phone) ? phone : '';
}

const NOTICES: Record<string, typeof m.login_registered> = {
  registered: m.login_registered,
  'password-reset': m.login_password_reset,
};

/** The spec's login failures (src/lib/account-messages.ts, verbatim) the banner and alert may show. */
const FAILURES = [
  m.acc_login_phone_not_found,
  m.acc_login_wrong_password,
  m.acc_login_invalid_phone,
  m.acc_unexpected,
] as const;

/** The form's messages (kernel/validation-messages.ts, spec §5 verbatim) in the chosen language. */
const FORM_ERRORS = [
  m.form_phone_required,
  m.form_phone_invalid,
  m.form_password_required,
  m.form_password_min,
] as const;

/** Only a path of this app (never another origin, never login itself). */
function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  return from.startsWith('/login') ? null : from;
}

export default function LoginScreen({ logic = loginMachine }: { logic?: typeof loginMachine }) {
  const session = useSession();
  const t = useT();
  const known = useKnownText(FAILURES);
  const endedBy = useSelector(session, (s) => s.context.endedBy);
  const navigate = useNavigate();
  const routeState = useLocation().state as LoginState;
  const login = useFlow(
    logic.provide({
      actions: {
        startSession: (_, { token, user }) => session.send({ type: 'SESSION.LOGGED_IN', token, user }),
        // Each role lands in its own area (and returns only to a page of it): landingPath.
        goHome: (_, { role }) => {
          const from = endedBy === 'logout' || endedBy === 'deleted' ? null : safeReturnPath(routeState?.from);
          void navigate(landingPath(role, from), { replace: true });
        },
      },
    }),
    { input: {} },
  );
  const busy = useSelector(login, (s) => s.matches('authenticating') || s.matches('loadingUser'));
  const banner = useSelector(login, (s) => s.context.banner);
  const alert = useSelector(login, (s) => s.context.alert);
  const attempted = useSelector(login, (s) => s.context.attempted);
  const form = useForm(loginSchema, { phone_number: handedPhone(routeState?.phone), password: '' });

  // The note the screen was opened with goes once a login is tried: never beside its error.
  const noticeMessage = !attempted && typeof routeState?.notice === 'string' ? NOTICES[routeState.notice] : undefined;
  const notice = noticeMessage ? t(noticeMessage) : undefined;

  return (
    <>
      <LoginPage
        field={form.field}
        canSubmit={form.valid && !busy}
        busy={busy}
        onSubmit={() => {
          if (form.attempt()) login.send({ type: 'LOGIN.SUBMIT', ...form.values });
        }}
      >
        {notice && <Banner tone="info">{notice}</Banner>}
        {!notice && !attempted && endedBy === 'expired' && <Banner tone="info">{t(m.login_session_ended)}</Banner>}
        {banner && <Banner tone="error">{known(banner)}</Banner>}
      </LoginPage>
      <AlertDialog message={alert && known(alert)} onClose={() => login.send({ type: 'LOGIN.DISMISS' })} />
    </>
  );
}

/** The page the screen and its first paint share; `onSubmit` absent (the frame), nothing is sent. */
function LoginPage({
  field,
  canSubmit,
  busy,
  onSubmit,
  children,
}: {
  field: (name: 'phone_number' | 'password') => FormField;
  canSubmit: boolean;
  busy: boolean;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const known = useKnownText(FORM_ERRORS);
  const shown = (name: 'phone_number' | 'password') => {
    const props = field(name);
    return { ...props, error: props.error && known(props.error) };
  };
  return (
    <>
      <TopBar title={t(m.login_title)} />
      <main className="screen auth">
        {children}
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
        >
          <PhoneField label={t(m.field_phone)} {...shown('phone_number')} />
          <PasswordField label={t(m.field_password)} autoComplete="current-password" {...shown('password')} />
          <Link className="auth-forgot" to="/forgot-password">
            {t(m.login_forgot)}
          </Link>
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!canSubmit}>
            {busy ? t(m.processing) : t(m.login_title)}
          </NetworkButton>
        </form>
        <p className="auth-links">
          <span>{t(m.login_no_account)}</span>
          <Link to="/register">{t(m.login_register)}</Link>
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
  return <LoginPage field={frameField} canSubmit={false} busy={false} />;
}
