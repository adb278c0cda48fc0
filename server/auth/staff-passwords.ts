// Staff passwords (issue #21): a staff account's password guards every passenger's check-in, so it
// is judged by a maintained strength estimator, zxcvbn-ts (common passwords, Indonesian words and
// names, keyboard patterns, dates, l33t), at creation (staff:create) and at every change
// (change-password, forgot-password). Passengers keep the spec's rules. Made stronger with the
// admin role (issue #22): 12 characters, no phone digits, no word of the name, and score 4 for admins.
// The estimator's dictionaries are loaded on first use, so a server that never judges a staff
// password never holds them.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const STAFF_PASSWORD_MIN = 12;
/** zxcvbn's score 0–4; 3 = "safely unguessable: moderate protection from offline attacks". */
export const STAFF_PASSWORD_MIN_SCORE = 3;
/**
 * An admin changes fares, timetables and cancels departures for every passenger (issue #22): its
 * password must reach 4, "very unguessable: strong protection from offline attacks".
 */
export const ADMIN_PASSWORD_MIN_SCORE = 4;
/** Digits of the phone number a password may not contain (its last six, in any writing: 08…, 628…). */
const PHONE_TAIL_DIGITS = 6;
/** Words of the name shorter than this are not looked for in the password (too many false hits). */
const NAME_WORD_MIN = 4;

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

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/** Undoes the usual letter-for-digit swaps, so 'R1n4' is seen as 'rina'. */
const unleet = (s: string): string => s.toLowerCase().replace(/[0-9@$!|]/g, (c) => LEET[c] ?? c);

/** The name's words (and the whole name without spaces) long enough to look for. */
function nameWords(name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= NAME_WORD_MIN);
  const whole = words.join('');
  return whole.length >= NAME_WORD_MIN ? [...words, whole] : words;
}

/**
 * Why `password` is too weak for the staff account of `user`, in Indonesian (with the estimator's
 * own hints), or null when it is strong enough: at least 12 characters; not containing the last six
 * digits of the phone number (with or without separators); not containing a word of the name (four
 * letters or more, l33t undone: 'R1na' is 'rina'); and a zxcvbn score of at least 3 — 4 for an admin —
 * with the phone, the name and the app's words as user inputs.
 */
export async function weakStaffPassword(
  password: string,
  user: { phone: string; name: string; role?: string },
): Promise<string | null> {
  if (password.length < STAFF_PASSWORD_MIN) return `Kata sandi staf minimal ${STAFF_PASSWORD_MIN} karakter.`;
  const phone = user.phone.trim();
  const tail = phone.replace(/\D/g, '').slice(-PHONE_TAIL_DIGITS);
  if (tail.length === PHONE_TAIL_DIGITS && password.replace(/\D/g, '').includes(tail))
    return 'Kata sandi staf tidak boleh memuat nomor HP.';
  const name = user.name.trim();
  const plain = unleet(password).replace(/[^\p{L}]+/gu, '');
  if (nameWords(name).some((w) => plain.includes(w))) return 'Kata sandi staf tidak boleh memuat nama.';
  const inputs = [phone, phone.slice(1), `62${phone.slice(1)}`, name, ...name.split(/\s+/), ...APP_WORDS].filter(
    (w) => w.length > 0,
  );
  const minScore = user.role === 'admin' ? ADMIN_PASSWORD_MIN_SCORE : STAFF_PASSWORD_MIN_SCORE;
  const { score, feedback } = (await estimator()).check(password, inputs);
  if (score >= minScore) return null;
  const hints = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `Kata sandi staf terlalu mudah ditebak (kekuatan ${score} dari 4, minimal ${minScore}).${hints ? ` ${hints}` : ''}`;
}
