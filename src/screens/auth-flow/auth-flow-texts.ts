// What the password-recovery machine writes in Indonesian (src/lib/account-messages.ts, spec §8, and
// the form rules of kernel/validation-messages.ts), shown on forgot-password and set-new-password
// in the current language; a server's own words (a 404's message) as they are.
import { m } from '../../../kernel/paraglide/messages';
import { translate, useKnownText, useLanguage } from '../../hooks/language';

const KNOWN = [
  m.acc_login_phone_not_found,
  m.acc_unexpected,
  m.ak_forgot_needs_code,
  m.ak_otp_send_failed,
  m.ak_err_too_many,
  m.ak_err_no_connection,
  m.ak_staff_password_weak,
  m.form_phone_required,
  m.form_phone_invalid,
  m.form_password_required,
  m.form_register_password_min,
  m.form_password_too_long,
  m.form_password_mismatch,
];

const OTP_WAIT = /^Kode OTP sudah dikirim\. Silakan tunggu (\d+) detik sebelum meminta kode baru\.$/;

export function useRecoveryText(): (text: string) => string {
  const language = useLanguage();
  const known = useKnownText(KNOWN);
  return (text: string) => {
    const wait = OTP_WAIT.exec(text);
    return wait ? translate(language, m.ak_otp_wait, { seconds: wait[1] ?? '' }) : known(text);
  };
}
