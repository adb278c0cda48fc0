// The server's words are written once (issue #20 §6): kernel/server-messages.ts is the catalogue,
// the server throws from it (server/errors.ts MESSAGES), the browser's mapping compares with it
// (src/lib/account-messages.ts), and no other file of server/, src/ or kernel/ holds a copy of its
// text, so the two sides cannot drift. Copies are found in the string literals of the source
// (TypeScript's parser, so comments never count).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  otpThrottleMessage,
  otpThrottleSeconds,
  SERVER_MESSAGES,
  type PaymentMessage,
} from '../../kernel/server-messages';
import { MESSAGES } from '../../server/errors';
import {
  changePasswordMessage,
  loginNotice,
  otpSendMessage,
  otpVerifyMessage,
  registerMessage,
} from '../../src/lib/account-messages';

const ROOT = process.cwd();
const CATALOGUE = 'kernel/server-messages.ts';

/** The fixed text before the number in the throttle's message ('OTP already sent. Please wait '). */
const THROTTLE_TEXT = otpThrottleMessage(7).split('7')[0] ?? '';
/** How a file names the pushed body by itself instead of importing the kernel's PaymentMessage. */
const PAYMENT_MESSAGE_ALIAS = "schemas']['PaymentMessage']";

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every string written in a file: literals, template parts, and `X['Y']` index chains as text. */
function stringsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      found.push(node.text);
    if (ts.isIndexedAccessTypeNode(node)) found.push(node.getText(source).replace(/\s+/g, '').replace(/"/g, "'"));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const catalogue = Object.values(SERVER_MESSAGES) as string[];
/** What counts as a copy: a catalogue message, the throttle's fixed text, a local PaymentMessage alias. */
function copiesIn(file: string): string[] {
  return stringsOf(file).flatMap((s) => {
    if (catalogue.includes(s)) return [s];
    if (s.includes(THROTTLE_TEXT)) return [THROTTLE_TEXT];
    if (s.includes(PAYMENT_MESSAGE_ALIAS)) return [PAYMENT_MESSAGE_ALIAS];
    return [];
  });
}

describe('the server messages catalogue (kernel/server-messages.ts)', () => {
  it('is what the server throws: server/errors.ts MESSAGES is the catalogue itself', () => {
    expect(MESSAGES).toBe(SERVER_MESSAGES);
  });

  it('holds each message once, as a sentence', () => {
    expect(new Set(catalogue).size).toBe(catalogue.length);
    for (const message of catalogue) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('has no copy anywhere else in server/, src/ or kernel/ ', () => {
    const counts = new Map<string, string[]>();
    const files = [...sourceFiles('server'), ...sourceFiles('src'), ...sourceFiles('kernel')];
    for (const file of files.filter((f) => f !== CATALOGUE)) {
      for (const copy of copiesIn(file)) counts.set(copy, [...(counts.get(copy) ?? []), relative(ROOT, file)]);
    }
    expect([...counts], `use ${CATALOGUE} (MESSAGES.<key> on the server) instead of a copy`).toEqual([]);
  });

  it('is what the browser compares with: every server message the client maps is in it', () => {
    const used = [
      ...readFileSync(join(ROOT, 'src/lib/account-messages.ts'), 'utf8').matchAll(/SERVER_MESSAGES\.(\w+)/g),
    ].map((m) => m[1] ?? '');
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(Object.keys(SERVER_MESSAGES)).toContain(key);
  });

  it('maps each message the client tells apart to its Indonesian text', () => {
    const failure = (status: number, message: string) => ({ status, message });
    expect(loginNotice(failure(400, SERVER_MESSAGES.phoneNotFound)).message).toBe('Nomor HP Anda belum tedaftar.');
    expect(loginNotice(failure(400, SERVER_MESSAGES.wrongPassword)).message).toBe(
      'Kata sandi Anda salah. Silakan coba lagi.',
    );
    expect(loginNotice(failure(400, SERVER_MESSAGES.invalidPhone)).message).toBe(
      'Nomor telepon tidak terdaftar. Silakan coba lagi.',
    );
    expect(registerMessage(failure(409, SERVER_MESSAGES.phoneTaken))).toBe('Nomor HP sudah terdaftar.');
    expect(otpVerifyMessage(failure(400, SERVER_MESSAGES.invalidOtp))).toBe(
      'Kode OTP salah dan tidak berlaku lagi. Silakan kirim ulang kode.',
    );
    expect(otpVerifyMessage(failure(400, SERVER_MESSAGES.otpExpired))).toBe(
      'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.',
    );
    expect(otpVerifyMessage(failure(429, SERVER_MESSAGES.otpTooManyAttempts))).toBe(
      'Terlalu banyak percobaan kode yang salah. Silakan kirim ulang kode OTP.',
    );
    expect(otpSendMessage(failure(502, SERVER_MESSAGES.otpNotSent))).toBe(
      'Kode OTP gagal dikirim. Silakan coba lagi beberapa saat lagi.',
    );
    expect(changePasswordMessage(failure(400, SERVER_MESSAGES.wrongPassword))).toBe(
      'Kata sandi saat ini salah. Silakan coba lagi.',
    );
  });

  it("reads the throttle's wait back from the server's own text", () => {
    expect(otpThrottleMessage(42)).toBe('OTP already sent. Please wait 42 seconds before requesting a new one.');
    expect(otpThrottleSeconds(otpThrottleMessage(42))).toBe(42);
    expect(otpThrottleSeconds(SERVER_MESSAGES.otpDailyCap)).toBeNull();
    expect(otpSendMessage({ status: 429, message: otpThrottleMessage(7) })).toBe(
      'Kode OTP sudah dikirim. Silakan tunggu 7 detik sebelum meminta kode baru.',
    );
  });

  it('names the pushed body PaymentMessage, as openapi.yaml does', () => {
    const message: PaymentMessage = { userId: 7, status: 200, paymentUrl: 'https://pay.example/x' };
    expect(message.status).toBe(200);
  });
});
