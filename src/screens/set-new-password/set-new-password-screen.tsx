// set-new-password?phone=… (spec §2): the new password and its confirmation → PUT
// forgot-password → login. A 404 shows the server's message in a banner, anything else the alert
// 'Error tidak terduga.' (spec §8). Opened straight from its link (or after a reload), the phone
// comes from the query; the server refuses a phone that was not verified by OTP (403): then the
// form gives way to the way back, a new code (issue #11), instead of 'Error tidak terduga.'.
import { useEffect } from 'react';
import { Link, useSearchParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { PasswordField } from '../../components/fields';
import { AlertDialog } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { isValid, phoneSchema, setNewPasswordSchema } from '../../../kernel/form-schemas';
import { stateName, useAuthFlows } from '../auth-flow/auth-flow-context';
import { NetworkButton } from '../../components/network-button';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';
import { useRecoveryText } from '../auth-flow/auth-flow-texts';

export default function SetNewPasswordScreen() {
  const { forgotPassword } = useAuthFlows();
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const phoneOk = isValid(phoneSchema, phone);
  const state = useSelector(forgotPassword, (s) => stateName(s.value));
  const banner = useSelector(forgotPassword, (s) => s.context.banner);
  const alert = useSelector(forgotPassword, (s) => s.context.alert);
  const needsCode = useSelector(forgotPassword, (s) => s.context.needsCode);
  const form = useForm(setNewPasswordSchema, { password: '', confirmPassword: '' });

  useEffect(() => {
    if (phoneOk) forgotPassword.send({ type: 'FORGOT.OPEN_SET_PASSWORD', phone_number: phone });
  }, [forgotPassword, phone, phoneOk]);

  const saving = state === 'saving';
  const t = useT();
  const text = useRecoveryText();
  const field = (name: 'password' | 'confirmPassword') => {
    const props = form.field(name);
    return props.error === undefined ? props : { ...props, error: text(props.error) };
  };

  return (
    <>
      <TopBar title={t(m.ak_set_title)} />
      <main className="screen auth">
        {phoneOk ? (
          <>
            <p className="auth-intro">
              {t(m.ak_set_intro)} <strong>{phone}</strong>.
            </p>
            {banner && <Banner tone="error">{text(banner)}</Banner>}
            {needsCode ? (
              <Link className="button button-primary button-block" to="/forgot-password" replace>
                {t(m.ak_new_code)}
              </Link>
            ) : (
              <form
                className="form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (form.attempt()) forgotPassword.send({ type: 'FORGOT.SAVE', ...form.values });
                }}
              >
                <PasswordField label={t(m.ak_new_password)} autoComplete="new-password" {...field('password')} />
                <PasswordField
                  label={t(m.ak_confirm_new_password)}
                  autoComplete="new-password"
                  {...field('confirmPassword')}
                />
                <NetworkButton
                  type="submit"
                  className="button button-primary button-block"
                  disabled={!form.valid || saving}
                >
                  {saving ? t(m.ak_saving) : t(m.ak_save_password)}
                </NetworkButton>
              </form>
            )}
          </>
        ) : (
          <>
            <Banner tone="info">{t(m.ak_link_incomplete)}</Banner>
            <Link className="button button-primary button-block" to="/forgot-password" replace>
              {t(m.ak_forgot_title)}
            </Link>
          </>
        )}
      </main>
      <AlertDialog message={alert && text(alert)} onClose={() => forgotPassword.send({ type: 'FORGOT.DISMISS' })} />
    </>
  );
}
