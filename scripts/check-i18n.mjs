// `npm run check:i18n` (a stage of `npm test`, issue #40 item 1): the interface's two languages.
// Fails when
//  - kernel/paraglide/ is not what messages/*.json compile to (run `npm run gen:i18n`);
//  - a message is untranslated: missing or empty in a language, or its placeholders differ;
//  - a message is unused: no `m.<key>` in src/, kernel/ or server/ (the server's `srv_*` messages
//    are also used by their prefix, server/platform/language.ts, but each is named somewhere);
//  - a translated module (TRANSLATED below) still writes a text of its own: JSX text or a
//    label/title/placeholder/aria-label literal (the later screens join the list as they are done).
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compileCatalogues, OUTDIR, root } from './i18n.mjs';

/** The modules whose every text comes from the catalogue. */
export const TRANSLATED = [
  'src/components/top-bar.tsx',
  'src/components/bottom-nav.tsx',
  'src/components/language-switch.tsx',
  'src/components/modal.tsx',
  'src/components/not-found.tsx',
  'src/components/skeleton.tsx',
  'src/components/route-text.tsx',
  'src/components/countdown-text.tsx',
  'src/screens/beranda/beranda-screen.tsx',
  'src/screens/beranda/beranda-views.tsx',
  'src/screens/login/login-screen.tsx',
  'src/screens/tiket-detail/tiket-detail-screen.tsx',
  'src/screens/tiket-detail/boarding-section.tsx',
  'src/screens/tiket-detail/delay-card.tsx',
  'src/screens/tiket-detail/ticket-view.tsx',
  'src/screens/pembayaran-selesai/pembayaran-selesai-screen.tsx',
  'src/screens/tiket-saya/tiket-saya-screen.tsx',
  'src/screens/tiket-saya/ticket-card.tsx',
  'src/screens/daftar-tiket/daftar-tiket-screen.tsx',
  'src/screens/daftar-tiket/daftar-tiket-views.tsx',
  'src/components/schedule-card.tsx',
  'src/components/availability.tsx',
  'src/components/load-more.tsx',
  'src/screens/register/register-screen.tsx',
  'src/screens/verifikasi-otp/verifikasi-otp-screen.tsx',
  'src/screens/pesan-tiket/pesan-tiket-screen.tsx',
  'src/screens/pesan-tiket/closed-departure.tsx',
  'src/screens/pesan-tiket/foot-choice.tsx',
  'src/screens/pesan-tiket/order-again-notes.tsx',
  'src/screens/pesan-tiket/passenger-modal.tsx',
  'src/screens/pesan-tiket/pesan-lagi.tsx',
  'src/screens/pesan-tiket/saved-picks.tsx',
  'src/screens/pesan-pejalan-kaki/pesan-pejalan-kaki-screen.tsx',
  'src/screens/konfirmasi-pesanan/konfirmasi-pesanan-screen.tsx',
  'src/components/alternative-departure.tsx',
  'src/screens/tiket-detail/closure-card.tsx',
  'src/screens/tiket-detail/self-service.tsx',
  'src/screens/tiket-detail/ticket-actions.tsx',
  'src/screens/tiket-detail/ticket-with-actions.tsx',
  'src/screens/tiket-detail/cancel-dialog.tsx',
  'src/screens/tiket-detail/correct-form.tsx',
  'src/screens/tiket-detail/pending-change.tsx',
  'src/screens/tiket-detail/refund-status.tsx',
  'src/screens/tiket-detail/change-history.tsx',
  'src/screens/riwayat-transaksi/riwayat-transaksi-screen.tsx',
  'src/screens/account/account-screen.tsx',
  'src/screens/account/saved-list.tsx',
  'src/screens/kendaraan-saya/kendaraan-saya-screen.tsx',
  'src/screens/penumpang-tersimpan/penumpang-tersimpan-screen.tsx',
  'src/components/account-profile.tsx',
  'src/components/logout-button.tsx',
  'src/components/support-contact.tsx',
  'src/screens/informasi-akun/informasi-akun-screen.tsx',
  'src/screens/ganti-kata-sandi/ganti-kata-sandi-screen.tsx',
  'src/screens/pusat-bantuan/pusat-bantuan-screen.tsx',
  'src/screens/pengaturan/pengaturan-screen.tsx',
  'src/screens/forgot-password/forgot-password-screen.tsx',
  'src/screens/set-new-password/set-new-password-screen.tsx',
  'src/screens/auth-flow/auth-flow-layout.tsx',
  'src/screens/ubah-jadwal/ubah-jadwal-screen.tsx',
  'src/screens/ubah-jadwal/option-parts.tsx',
];
/** Texts that are the same in every language: the brand. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Seberang']);

const problems = [];
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

// 1. The compiled catalogues are current.
const fresh = mkdtempSync(join(tmpdir(), 'seberang-i18n-'));
await compileCatalogues(fresh);
const rel = (base) =>
  files(base)
    .map((f) => relative(base, f))
    .sort();
const want = rel(fresh);
const have = rel(OUTDIR);
if (
  want.join('\n') !== have.join('\n') ||
  want.some((f) => readFileSync(join(fresh, f), 'utf8') !== readFileSync(join(OUTDIR, f), 'utf8'))
)
  problems.push('kernel/paraglide/ is stale: run `npm run gen:i18n`');
rmSync(fresh, { recursive: true, force: true });

// 2. Every message in both languages, with the same placeholders.
const read = (locale) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'));
  return messages;
};
const id = read('id');
const en = read('en');
const placeholders = (text) =>
  [...String(text).matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
for (const key of new Set([...Object.keys(id), ...Object.keys(en)])) {
  for (const [locale, messages] of [
    ['id', id],
    ['en', en],
  ])
    if (typeof messages[key] !== 'string' || messages[key].trim() === '')
      problems.push(`untranslated: ${key} has no ${locale} text`);
  if (key in id && key in en && placeholders(id[key]) !== placeholders(en[key]))
    problems.push(`${key}: the placeholders differ between id and en`);
}

// 3. Every message is used.
const sources = ['src', 'kernel', 'server']
  .flatMap((dir) => files(join(root, dir)))
  .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(`${join('kernel', 'paraglide')}`));
const used = new Set();
for (const file of sources) for (const m of readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)/g)) used.add(m[1]);
for (const key of Object.keys(id)) if (!used.has(key)) problems.push(`unused: ${key} (no m.${key} anywhere)`);

// 4. A translated module writes no text of its own.
for (const module of TRANSLATED) {
  const code = readFileSync(join(root, module), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  const texts = [
    ...[...code.matchAll(/>\s*([^<>{}\s][^<>{}]*?)\s*</g)].map((m) => m[1]),
    ...[...code.matchAll(/\b(?:label|title|placeholder|aria-label)="([^"]*)"/g)].map((m) => m[1]),
  ]
    .map((text) => text.trim())
    // Words, not code between a generic's `>` and a `<` (`;`, `=`, `&&`, a closing parenthesis).
    .filter((text) => /\p{L}{2,}/u.test(text) && !/[;=]|&&|^\)/.test(text))
    .filter((text) => !SAME_IN_EVERY_LANGUAGE.has(text) && !/^[\w.]+$/.test(text));
  for (const text of texts) problems.push(`untranslated text in ${module}: ${JSON.stringify(text)}`);
}

if (problems.length) {
  console.error(problems.map((p) => `✖ ${p}`).join('\n'));
  process.exit(1);
}
console.log(`i18n: ${Object.keys(id).length} messages in id and en, all used; kernel/paraglide/ up to date`);
process.exit(0);
