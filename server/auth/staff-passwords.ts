// Staff passwords (issue #21): a staff account's password guards every passenger's check-in, so it
// is judged by a maintained strength estimator, zxcvbn-ts (common passwords, Indonesian words and
// names, keyboard patterns, dates, l33t), at creation (officer:create) and at every change
// (change-password, forgot-password). Passengers keep the spec's rules.
// The estimator's dictionaries are loaded on first use, so a server that never judges a staff
// password never holds them.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const STAFF_PASSWORD_MIN = 10;
/** zxcvbn's score 0–4; 3 = "safely unguessable: moderate protection from offline attacks". */
export const STAFF_PASSWORD_MIN_SCORE = 3;

/** Words any guesser of this app's staff passwords tries first (user inputs to the estimator). */
const APP_WORDS = [
  'seberang',
  'petugas',
  'dermaga',
  'pelabuhan',
  'kapal',
  'feri',
  'ferry',
  'toba',
  'danau',
  'samosir',
  'simanindo',
  'tigaras',
  'tiket',
  'admin',
  'operator',
];

let factory: Promise<ZxcvbnFactory> | undefined;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, id] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-id'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...id.dictionary },
      graphs: common.adjacencyGraphs,
      translations: id.translations,
    });
  })();
  return factory;
}

/**
 * Why `password` is too weak for the staff account of `user`, in Indonesian (with the estimator's
 * own hints), or null when it is strong enough: at least 10 characters, not containing the phone
 * number, and a zxcvbn score of at least 3 with the phone, the name and the app's words as user
 * inputs.
 */
export async function weakStaffPassword(
  password: string,
  user: { phone: string; name: string },
): Promise<string | null> {
  if (password.length < STAFF_PASSWORD_MIN) return `Kata sandi petugas minimal ${STAFF_PASSWORD_MIN} karakter.`;
  const phone = user.phone.trim();
  if (phone.length > 2 && password.includes(phone.slice(2))) return 'Kata sandi petugas tidak boleh memuat nomor HP.';
  const name = user.name.trim();
  const inputs = [phone, phone.slice(1), `62${phone.slice(1)}`, name, ...name.split(/\s+/), ...APP_WORDS].filter(
    (w) => w.length > 0,
  );
  const { score, feedback } = (await estimator()).check(password, inputs);
  if (score >= STAFF_PASSWORD_MIN_SCORE) return null;
  const hints = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `Kata sandi petugas terlalu mudah ditebak (kekuatan ${score} dari 4, minimal ${STAFF_PASSWORD_MIN_SCORE}).${hints ? ` ${hints}` : ''}`;
}
