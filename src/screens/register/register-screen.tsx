// register (spec §2): name, phone, password and confirmation → phone check → OTP sent →
// verifikasi-otp. The registration actor lives in the auth-flow layout; coming back here from the
// code screen returns the flow to the form (the values, password included, are still there).
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { AlertDialog } from '../../components/modal';
import { PasswordField, PhoneField, TextField } from '../../components/fields';
import { TopBar } from '../../components/top-bar';
import { useForm } from '../../components/use-form';
import { FIELD_MAX } from '../../../kernel/field-rules';
import { registerSchema } from '../../../kernel/validation';
import { stateName, useAuthFlows } from '../auth-flow/auth-flow-context';
import { NetworkButton } from '../../components/network-button';

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
      <TopBar title="Daftar" />
      <main className="screen auth">
        <p className="auth-intro">Buat akun untuk memesan tiket penyeberangan.</p>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.attempt()) registration.send({ type: 'REGISTER.SUBMIT', ...form.values });
          }}
        >
          <TextField label="Nama" autoComplete="name" maxLength={FIELD_MAX.name} {...form.field('name')} />
          <PhoneField label="Nomor HP" {...form.field('phone_number')} />
          <PasswordField label="Kata Sandi" autoComplete="new-password" {...form.field('password')} />
          <PasswordField label="Konfirmasi Kata Sandi" autoComplete="new-password" {...form.field('confirmPassword')} />
          <NetworkButton type="submit" className="button button-primary button-block" disabled={!form.valid || busy}>
            {busy ? 'Memproses…' : 'Daftar'}
          </NetworkButton>
        </form>
        <p className="auth-links">
          <span>Sudah punya akun?</span>
          <Link to="/login">Masuk</Link>
        </p>
      </main>
      <AlertDialog message={alert} onClose={() => registration.send({ type: 'REGISTER.DISMISS' })} />
    </>
  );
}
