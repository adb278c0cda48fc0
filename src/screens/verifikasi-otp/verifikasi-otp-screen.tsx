// verifikasi-otp (spec §2): six single-digit boxes with auto-advance, Backspace moving back and
// paste filling all six; a 60-second countdown, then the resend link. It serves the flow that
// sent the user here (registration or password recovery, both kept by the auth-flow layout).
//
// Opened without a live flow (typically after a reload): a registration cannot continue, since
// its password was only ever in memory, so the screen says so and offers to start again (the
// register form comes back prefilled with name and phone). Recovery resumes by itself from its
// draft (see forgot-password.machine.ts), so it never lands here without a flow.
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/banner';
import { AlertDialog } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { digitsOnly, OTP_LENGTH } from '../../../kernel/field-rules';
import { isCompleteCode, type otpMachine } from '../../machines/otp.machine';
import {
  stateName,
  useAuthFlows,
  type ForgotPasswordActor,
  type RegistrationActor,
} from '../auth-flow/auth-flow-context';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

type OtpActor = ActorRefFrom<typeof otpMachine>;
type Flow = 'register' | 'forgot-password' | null;

const REGISTRATION_LIVE = ['otp', 'creatingAccount', 'failed'];

export default function VerifikasiOtpScreen() {
  const { registration, forgotPassword } = useAuthFlows();
  const location = useLocation();
  // The flow is chosen once, when the screen opens: the one that sent the user here.
  const [flow] = useState<Flow>(() => {
    const wanted = (location.state as { context?: unknown } | null)?.context;
    const registrationLive = REGISTRATION_LIVE.includes(stateName(registration.getSnapshot().value));
    const recoveryLive = forgotPassword.getSnapshot().matches('otp');
    if (wanted === 'forgot-password' && recoveryLive) return 'forgot-password';
    if (registrationLive) return 'register';
    if (recoveryLive) return 'forgot-password';
    return null;
  });

  const t = useT();
  return (
    <>
      <TopBar title={t(m.otp_title)} />
      <main className="screen auth">
        {flow === 'register' && <RegistrationCode registration={registration} />}
        {flow === 'forgot-password' && <RecoveryCode forgotPassword={forgotPassword} />}
        {flow === null && <NoFlow />}
      </main>
    </>
  );
}

function RegistrationCode({ registration }: { registration: RegistrationActor }) {
  const state = useSelector(registration, (s) => stateName(s.value));
  const phone = useSelector(registration, (s) => s.context.phone_number);
  const alert = useSelector(registration, (s) => s.context.alert);
  const otp = useSelector(registration, (s) => s.children.otp as OtpActor | undefined);
  const t = useT();

  return (
    <>
      {otp ? (
        <OtpForm otp={otp} phone={phone} editPath="/register" />
      ) : (
        <p role="status" className="auth-intro">
          {state === 'creatingAccount' ? t(m.otp_creating_account) : t(m.processing)}
        </p>
      )}
      <AlertDialog
        message={state === 'failed' ? alert : null}
        onClose={() => registration.send({ type: 'REGISTER.DISMISS' })}
      />
    </>
  );
}

function RecoveryCode({ forgotPassword }: { forgotPassword: ForgotPasswordActor }) {
  const phone = useSelector(forgotPassword, (s) => s.context.phone_number);
  const otp = useSelector(forgotPassword, (s) => s.children.otp as OtpActor | undefined);
  const t = useT();

  return otp ? (
    <OtpForm otp={otp} phone={phone} editPath="/forgot-password" />
  ) : (
    <p role="status" className="auth-intro">
      {t(m.processing)}
    </p>
  );
}

/** `editPath`: the form that sent the code, to correct the number. */
function OtpForm({ otp, phone, editPath }: { otp: OtpActor; phone: string; editPath: string }) {
  const digits = useSelector(otp, (s) => s.context.digits);
  const secondsLeft = useSelector(otp, (s) => s.context.secondsLeft);
  const error = useSelector(otp, (s) => s.context.error);
  const resent = useSelector(otp, (s) => s.context.resent);
  const verifying = useSelector(otp, (s) => s.matches({ active: { code: 'verifying' } }));
  const canResend = useSelector(otp, (s) => s.matches({ active: { timer: 'canResend' } }));
  const resending = useSelector(otp, (s) => s.matches({ active: { timer: 'resending' } }));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const t = useT();

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)];
    box?.focus();
    box?.select();
  };

  // A refused code empties the boxes: start again at the first one.
  useEffect(() => {
    if (error && digits.every((d) => d === '')) focusBox(0);
  }, [error, digits]);

  const fill = (index: number, code: string) => {
    otp.send({ type: 'OTP.PASTE', code, index });
    const next = code.length >= OTP_LENGTH ? OTP_LENGTH - 1 : index + code.length;
    focusBox(next);
  };

  const onChange = (index: number, raw: string) => {
    const typed = digitsOnly(raw);
    if (typed.length === 0) {
      otp.send({ type: 'OTP.DIGIT', index, value: '' });
    } else if (typed.length > 2) {
      // Autofill of the whole code (one-time-code) lands in one box.
      fill(index, typed);
    } else {
      // One new digit (two when the box already held one: the new one is the other).
      const old = digits[index] ?? '';
      const value = typed.length === 2 && typed.startsWith(old) ? typed.slice(1) : typed.slice(0, 1);
      otp.send({ type: 'OTP.DIGIT', index, value });
      if (index < OTP_LENGTH - 1) focusBox(index + 1);
    }
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      otp.send({ type: 'OTP.DIGIT', index: index - 1, value: '' });
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !/[0-9]/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      // Digits only (spec §5).
      event.preventDefault();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = digitsOnly(event.clipboardData.getData('text'));
    if (code) fill(index, code);
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        otp.send({ type: 'OTP.SUBMIT' });
      }}
    >
      <p className="auth-intro">
        {t(m.otp_intro)} <strong>{phone}</strong>.
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      {resent && !error && <Banner tone="info">{t(m.otp_resent)}</Banner>}
      <fieldset className="otp-group">
        <legend>{t(m.otp_code)}</legend>
        <div className="otp-boxes">
          {digits.map((digit, index) => (
            <div key={index}>
              <label htmlFor={`otp-${index}`} className="visually-hidden">
                {t(m.otp_digit, { n: index + 1, total: OTP_LENGTH })}
              </label>
              <input
                id={`otp-${index}`}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                className="otp-box"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                // The screen exists to type the code: its first box takes the focus on arrival.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- see the line above
                autoFocus={index === 0}
                value={digit}
                disabled={verifying}
                aria-invalid={error && digit === '' ? true : undefined}
                onFocus={(event) => event.target.select()}
                onChange={(event) => onChange(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <p className="otp-resend">
        {canResend ? (
          <button type="button" className="button-link" onClick={() => otp.send({ type: 'OTP.RESEND' })}>
            {t(m.otp_resend)}
          </button>
        ) : resending ? (
          <span role="status">{t(m.otp_resending)}</span>
        ) : (
          <span className="muted">
            {t(m.otp_resend_in)} <strong>{secondsLeft}</strong> {t(m.otp_seconds)}
          </span>
        )}
      </p>
      <NetworkButton
        type="submit"
        className="button button-primary button-block"
        disabled={verifying || !isCompleteCode(digits)}
      >
        {verifying ? t(m.otp_verifying) : t(m.otp_verify)}
      </NetworkButton>
      <p className="auth-links">
        <Link to={editPath} replace>
          {t(m.otp_change_number)}
        </Link>
      </p>
    </form>
  );
}

function NoFlow() {
  const t = useT();
  return (
    <>
      <Banner tone="info">{t(m.otp_no_flow)}</Banner>
      <Link className="button button-primary button-block" to="/register" replace>
        {t(m.otp_register_again)}
      </Link>
      <p className="auth-links">
        <Link to="/forgot-password" replace>
          {t(m.otp_forgot)}
        </Link>
        <Link to="/login" replace>
          {t(m.login_title)}
        </Link>
      </p>
    </>
  );
}
