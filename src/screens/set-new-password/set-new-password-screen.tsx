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

  return (
    <>
      <TopBar title="Atur Kata Sandi Baru" />
      <main className="screen auth">
        {phoneOk ? (
          <>
            <p className="auth-intro">
              Buat kata sandi baru untuk nomor <strong>{phone}</strong>.
            </p>
            {banner && <Banner tone="error">{banner}</Banner>}
            {needsCode ? (
              <Link className="button button-primary button-block" to="/forgot-password" replace>
                Minta Kode OTP Baru
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
                <PasswordField label="Kata Sandi Baru" autoComplete="new-password" {...form.field('password')} />
                <PasswordField
                  label="Konfirmasi Kata Sandi Baru"
                  autoComplete="new-password"
                  {...form.field('confirmPassword')}
                />
                <NetworkButton
                  type="submit"
                  className="button button-primary button-block"
                  disabled={!form.valid || saving}
                >
                  {saving ? 'Menyimpan…' : 'Simpan Kata Sandi'}
                </NetworkButton>
              </form>
            )}
          </>
        ) : (
          <>
            <Banner tone="info">Tautan ini tidak lengkap. Silakan ulangi dari halaman Lupa Kata Sandi.</Banner>
            <Link className="button button-primary button-block" to="/forgot-password" replace>
              Lupa Kata Sandi
            </Link>
          </>
        )}
      </main>
      <AlertDialog message={alert} onClose={() => forgotPassword.send({ type: 'FORGOT.DISMISS' })} />
    </>
  );
}
