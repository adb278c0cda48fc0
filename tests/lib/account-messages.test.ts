import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  changePasswordMessage,
  loginNotice,
  otpSendMessage,
  otpVerifyMessage,
  readFailure,
  registerMessage,
  setNewPasswordNotice,
} from '../../src/lib/account-messages';

const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('account messages', () => {
  it('maps the three known login 400s to the spec banners, typo included', () => {
    expect(loginNotice(failure(400, 'User phone number not found in our records.'))).toEqual({
      kind: 'banner',
      message: 'Nomor HP Anda belum tedaftar.',
    });
    expect(loginNotice(failure(400, 'User password incorrect.'))).toEqual({
      kind: 'banner',
      message: 'Kata sandi Anda salah. Silakan coba lagi.',
    });
    expect(loginNotice(failure(400, 'Invalid user phone number.'))).toEqual({
      kind: 'banner',
      message: 'Nomor telepon tidak terdaftar. Silakan coba lagi.',
    });
  });

  it('alerts Error tidak terduga. for any other login failure, also a reply without a token', () => {
    expect(loginNotice(failure(400, 'Something else.'))).toEqual({ kind: 'alert', message: 'Error tidak terduga.' });
    expect(loginNotice(failure(404, 'User password incorrect.'))).toEqual({
      kind: 'alert',
      message: 'Error tidak terduga.',
    });
    expect(loginNotice(failure(200, 'Login response without a token'))).toEqual({
      kind: 'alert',
      message: 'Error tidak terduga.',
    });
    expect(loginNotice(new TypeError('fetch failed'))).toEqual({ kind: 'alert', message: 'Error tidak terduga.' });
    expect(loginNotice(undefined)).toEqual({ kind: 'alert', message: 'Error tidak terduga.' });
  });

  it('says the phone is taken on 409 and is unexpected otherwise', () => {
    expect(registerMessage(failure(409, 'User phone number already exist.'))).toBe('Nomor HP sudah terdaftar.');
    expect(registerMessage(failure(500, 'boom'))).toBe('Error tidak terduga.');
  });

  it('shows the server message of a set-new-password 404 in a banner and alerts other failures', () => {
    expect(setNewPasswordNotice(failure(404, 'User phone number not found in our records.'))).toEqual({
      kind: 'banner',
      message: 'User phone number not found in our records.',
    });
    expect(setNewPasswordNotice(failure(403, 'Phone number not verified.'))).toEqual({
      kind: 'alert',
      message: 'Error tidak terduga.',
    });
    expect(setNewPasswordNotice(failure(404, ''))).toEqual({ kind: 'alert', message: 'Error tidak terduga.' });
  });

  it('tells a staff member their new password is too weak (issue #21), at a reset and at a change', () => {
    const weak = failure(400, 'Password too weak for a staff account.');
    expect(setNewPasswordNotice(weak)).toEqual({ kind: 'banner', message: ACCOUNT_MSG.staffPasswordWeak });
    expect(changePasswordMessage(weak)).toBe(ACCOUNT_MSG.staffPasswordWeak);
    expect(ACCOUNT_MSG.staffPasswordWeak).toMatch(/^Kata sandi terlalu mudah ditebak untuk akun petugas\./);
  });

  it('turns the OTP throttle into a wait in seconds', () => {
    expect(otpSendMessage(failure(429, 'OTP already sent. Please wait 42 seconds before requesting a new one.'))).toBe(
      'Kode OTP sudah dikirim. Silakan tunggu 42 detik sebelum meminta kode baru.',
    );
    expect(otpSendMessage(failure(429, 'Rate limit exceeded'))).toBe(ACCOUNT_MSG.tooManyRequests);
    expect(otpSendMessage(failure(0, 'Network error'))).toBe('Error tidak terduga.');
  });

  it('says so in Indonesian when the code could not be delivered (502 from the SMS/WhatsApp provider)', () => {
    expect(otpSendMessage(failure(502, 'OTP could not be sent.'))).toBe(
      'Kode OTP gagal dikirim. Silakan coba lagi beberapa saat lagi.',
    );
    expect(otpSendMessage(failure(502, 'Bad gateway'))).toBe('Error tidak terduga.');
  });

  it('tells a wrong, an expired and a locked code apart', () => {
    expect(otpVerifyMessage(failure(400, 'Invalid OTP.'))).toBe(
      'Kode OTP salah dan tidak berlaku lagi. Silakan kirim ulang kode.',
    );
    expect(otpVerifyMessage(failure(400, 'OTP expired.'))).toBe(
      'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.',
    );
    expect(otpVerifyMessage(failure(429, 'Too many wrong OTP attempts.'))).toBe(ACCOUNT_MSG.otpTooManyAttempts);
    expect(otpVerifyMessage(failure(429, 'Rate limit exceeded'))).toBe(ACCOUNT_MSG.tooManyRequests);
    expect(otpVerifyMessage(failure(500, 'boom'))).toBe('Error tidak terduga.');
  });

  it('reads status and message from anything thrown', () => {
    expect(readFailure({ status: 409, message: 'x' })).toEqual({ status: 409, message: 'x' });
    expect(readFailure('text')).toEqual({ status: 0, message: '' });
    expect(readFailure({ status: '409' })).toEqual({ status: 0, message: '' });
  });
});
