// The messages of ./validation.ts's form rules, in a module of their own without zod: a screen that
// shows one of them without validating a form (beranda's search, say) then loads no zod (issue
// #25, bench/README.md). ./validation.ts re-exports them.

/**
 * Every user-facing validation message. Spec §5 texts are verbatim, including their mixed
 * 'Kata sandi' / 'Password' wording and the missing final full stop of 'Password minimal 8
 * karakter'. Spec typo: the domicile message appears both as 'Domisili boleh kosong.' and as
 * 'Domisili tidak boleh kosong.'; the first contradicts the rule, so we use 'tidak boleh kosong'.
 * Messages the spec does not give (OTP, search, passenger type, age format) are ours.
 */
export const MSG = {
  phoneRequired: 'Nomor HP tidak boleh kosong.',
  phoneInvalid: 'Nomor HP yang anda input tidak valid.',
  loginPasswordRequired: 'Kata sandi tidak boleh kosong.',
  loginPasswordMin: 'Password minimal 8 karakter',
  nameRequired: 'Nama tidak boleh kosong.',
  /** The spec gives register and set-new-password only a minimum message; empty uses the login text. */
  registerPasswordRequired: 'Kata sandi tidak boleh kosong.',
  registerPasswordMin: 'Kata sandi tidak boleh dibawah 8 karakter.',
  confirmRequired: 'Kata sandi tidak boleh kosong.',
  passwordMismatch: 'Password tidak sama.',
  changeCurrentRequired: 'Password tidak boleh kosong.',
  changeNewRequired: 'Password baru tidak boleh kosong.',
  changeConfirmRequired: 'Konfirmasi password tidak boleh kosong.',
  changePasswordMin: 'Password minimal 8 karakter',
  ageRequired: 'Usia tidak boleh kosong.',
  ageInvalid: 'Usia harus berupa angka yang valid.',
  genderRequired: 'Jenis kelamin tidak boleh kosong.',
  domicileRequired: 'Domisili tidak boleh kosong.',
  plateRequired: 'Nomor Kendaraan tidak boleh kosong.',
  plateInvalid: 'Nomor Kendaraan tidak valid.',
  vehicleClassRequired: 'Golongan Kendaraan tidak boleh kosong.',
  sameRoute: 'Keberangkatan dan tujuan tidak boleh sama',
  otpRequired: 'Kode OTP tidak boleh kosong.',
  otpInvalid: 'Kode OTP harus 6 digit angka.',
  passengerTypeRequired: 'Jenis penumpang tidak boleh kosong.',
  passengerCountInvalid: 'Jumlah penumpang tidak boleh kurang dari 0.',
  fromRequired: 'Keberangkatan tidak boleh kosong.',
  toRequired: 'Tujuan tidak boleh kosong.',
  dateRequired: 'Tanggal tidak boleh kosong.',
  dateInvalid: 'Tanggal tidak valid.',
  dateOutOfWindow: 'Tanggal harus antara hari ini dan 7 hari ke depan.',
  nameTooLong: 'Nama maksimal 100 karakter.',
  domicileTooLong: 'Domisili maksimal 100 karakter.',
  passwordTooLong: 'Kata sandi maksimal 128 karakter.',
  childTooOld: 'Penumpang anak-anak harus berusia di bawah 5 tahun.',
  adultTooYoung: 'Penumpang dewasa harus berusia 5 tahun ke atas.',
  ageOrYearRequired: 'Usia atau tahun lahir tidak boleh kosong.',
  ageOrYearInvalid: 'Isi usia (angka) atau tahun lahir (4 angka) yang valid.',
} as const;
