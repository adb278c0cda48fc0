// What the account journeys tell the user when a call fails: the error catalogue of spec §8 for
// login, registration, recovery, logout and deletion, verbatim (including the spec's typo
// 'tedaftar'), plus our own Indonesian texts for what the spec leaves open (OTP send and verify).
// A failure is read structurally ({ status, message }), so this file needs nothing from src/api;
// the server's English words it compares with are the kernel's catalogue, never a copy.
import { otpThrottleSeconds, SERVER_MESSAGES } from '../../kernel/server-messages';

export const ACCOUNT_MSG = {
  // spec §8, verbatim
  loginPhoneNotFound: 'Nomor HP Anda belum tedaftar.',
  loginWrongPassword: 'Kata sandi Anda salah. Silakan coba lagi.',
  loginInvalidPhone: 'Nomor telepon tidak terdaftar. Silakan coba lagi.',
  unexpected: 'Error tidak terduga.',
  userLoadFailed: 'Failed to get user.',
  phoneTaken: 'Nomor HP sudah terdaftar.',
  logoutFailed: 'Failed to get user.',
  deleteSuccess: 'Berhasil delete user.',
  // ours (the spec does not show OTP error handling)
  // A wrong guess voids the code (issue #21): the user asks for a new one.
  otpWrong: 'Kode OTP salah dan tidak berlaku lagi. Silakan kirim ulang kode.',
  otpExpired: 'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.',
  otpTooManyAttempts: 'Terlalu banyak percobaan kode yang salah. Silakan kirim ulang kode OTP.',
  tooManyRequests: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  // The SMS/WhatsApp provider did not take the code (server 502, issue #9).
  otpSendFailed: 'Kode OTP gagal dikirim. Silakan coba lagi beberapa saat lagi.',
  // Failures spec §8 swallows, each with what to do (issue #11).
  currentPasswordWrong: 'Kata sandi saat ini salah. Silakan coba lagi.',
  passwordSaveFailed: 'Kata sandi gagal diubah. Silakan coba lagi.',
  profileInvalid: 'Data akun tidak dapat disimpan. Periksa kembali isian Anda.',
  profileSaveFailed: 'Data akun gagal disimpan. Silakan coba lagi.',
  noConnection: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  sessionEnded: 'Sesi Anda berakhir. Silakan masuk kembali.',
  forgotNeedsCode: 'Kode OTP belum diverifikasi. Minta kode OTP baru untuk mengatur ulang kata sandi.',
  // A staff account's new password failed the strength rule (issue #21).
  staffPasswordWeak:
    'Kata sandi terlalu mudah ditebak untuk akun petugas. Gunakan minimal 10 karakter, misalnya beberapa kata acak.',
} as const;

/** 'Silakan tunggu 42 detik …' for a send refused by the one-per-60-seconds throttle. */
export function otpWaitMessage(seconds: number): string {
  return `Kode OTP sudah dikirim. Silakan tunggu ${seconds} detik sebelum meminta kode baru.`;
}

export type Failure = { status: number; message: string };

/** `{status, message}` of anything thrown (an ApiError, a plain object); status 0 and '' when absent. */
export function readFailure(error: unknown): Failure {
  if (typeof error !== 'object' || error === null) return { status: 0, message: '' };
  const { status, message } = error as { status?: unknown; message?: unknown };
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : '',
  };
}

/** How a failed call is shown: inline (banner) or as an alert the user acknowledges. */
export type Notice = { kind: 'banner' | 'alert'; message: string };

/** Login failures (spec §8): three known 400s are banners, anything else (also a reply without a token) an alert. */
export function loginNotice(error: unknown): Notice {
  const { status, message } = readFailure(error);
  if (status === 400) {
    if (message === SERVER_MESSAGES.phoneNotFound) return { kind: 'banner', message: ACCOUNT_MSG.loginPhoneNotFound };
    if (message === SERVER_MESSAGES.wrongPassword) return { kind: 'banner', message: ACCOUNT_MSG.loginWrongPassword };
    if (message === SERVER_MESSAGES.invalidPhone) return { kind: 'banner', message: ACCOUNT_MSG.loginInvalidPhone };
  }
  return { kind: 'alert', message: ACCOUNT_MSG.unexpected };
}

/** Phone check and account creation (spec §8): 409 'Nomor HP sudah terdaftar.', else 'Error tidak terduga.'. */
export function registerMessage(error: unknown): string {
  return readFailure(error).status === 409 ? ACCOUNT_MSG.phoneTaken : ACCOUNT_MSG.unexpected;
}

/** Set-new-password (spec §8): a 404 shows the server's message in a banner; anything else alerts. */
export function setNewPasswordNotice(error: unknown): Notice {
  const { status, message } = readFailure(error);
  if (status === 404 && message !== '') return { kind: 'banner', message };
  if (status === 400 && message === SERVER_MESSAGES.staffPasswordWeak)
    return { kind: 'banner', message: ACCOUNT_MSG.staffPasswordWeak };
  return { kind: 'alert', message: ACCOUNT_MSG.unexpected };
}

/** Sending (or resending) a code: the throttle's wait in seconds when the server says it. */
export function otpSendMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  if (status === 429) {
    const seconds = otpThrottleSeconds(message);
    return seconds === null ? ACCOUNT_MSG.tooManyRequests : otpWaitMessage(seconds);
  }
  if (status === 502 && message === SERVER_MESSAGES.otpNotSent) return ACCOUNT_MSG.otpSendFailed;
  return ACCOUNT_MSG.unexpected;
}

/** Checking a code: wrong, expired, too many tries, or unexpected. */
export function otpVerifyMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  if (status === 400 && message === SERVER_MESSAGES.invalidOtp) return ACCOUNT_MSG.otpWrong;
  if (status === 400 && message === SERVER_MESSAGES.otpExpired) return ACCOUNT_MSG.otpExpired;
  if (status === 429)
    return message === SERVER_MESSAGES.otpTooManyAttempts
      ? ACCOUNT_MSG.otpTooManyAttempts
      : ACCOUNT_MSG.tooManyRequests;
  return ACCOUNT_MSG.unexpected;
}

/** Statuses every save shares: too many requests, no connection. */
function commonSaveFailure(status: number): string | null {
  if (status === 429) return ACCOUNT_MSG.tooManyRequests;
  if (status === 0) return ACCOUNT_MSG.noConnection;
  return null;
}

/** ganti-kata-sandi: the current password was wrong (400 'User password incorrect.'), or another failure. */
export function changePasswordMessage(error: unknown): string {
  const { status, message } = readFailure(error);
  if (status === 400 && message === SERVER_MESSAGES.wrongPassword) return ACCOUNT_MSG.currentPasswordWrong;
  if (status === 400 && message === SERVER_MESSAGES.staffPasswordWeak) return ACCOUNT_MSG.staffPasswordWeak;
  return commonSaveFailure(status) ?? ACCOUNT_MSG.passwordSaveFailed;
}

/** informasi-akun: the server refused the values (400), or another failure. */
export function profileSaveMessage(error: unknown): string {
  const { status } = readFailure(error);
  if (status === 400) return ACCOUNT_MSG.profileInvalid;
  return commonSaveFailure(status) ?? ACCOUNT_MSG.profileSaveFailed;
}

/** A lookup that failed for another reason than its answer (forgot-password's phone check). */
export function lookupFailureMessage(error: unknown): string {
  return commonSaveFailure(readFailure(error).status) ?? ACCOUNT_MSG.unexpected;
}
