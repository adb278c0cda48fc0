// Languages (issue #40 item 1), in a real browser: the ID | EN switch on beranda puts the screen in
// English, the choice survives a reload (the `lang` cookie picks the English frame, `<html lang>`
// follows, hydration stays quiet) and a move to another screen; switching back gives the spec's
// Indonesian texts verbatim again. The texts come from the catalogue itself (messages/*.json).
import { expect, test, type Page } from '@playwright/test';
import { catalogue } from './support/catalogue';

/** The texts this journey reads (a key missing from messages/*.json fails at once). */
const KEYS = ['language_switch_label', 'search_title', 'nearest_title', 'search_submit', 'login_title'] as const;
const ID = catalogue('id', KEYS);
const EN = catalogue('en', KEYS);

/** Console errors and warnings (React reports a hydration mismatch there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

test('a tourist switches beranda to English, keeps it across a reload and a move, and back to Indonesian', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/beranda');
  // Indonesian by default, whatever the browser's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeVisible();

  const idSwitch = page.getByRole('group', { name: ID.language_switch_label });
  await idSwitch.getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: EN.search_title })).toBeVisible();
  await expect(page.getByRole('heading', { name: EN.nearest_title })).toBeVisible();
  await expect(page.getByRole('button', { name: EN.search_submit })).toBeVisible();
  const enSwitch = page.getByRole('group', { name: EN.language_switch_label });
  await expect(enSwitch.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');

  // A reload: the server sends the English frame, and the app hydrates it without a warning.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: EN.search_title })).toBeVisible();

  // Another screen keeps the choice.
  await page.goto('/login');
  await expect(page.locator('header.top-bar h1')).toHaveText(EN.login_title);

  // Back to Indonesian: the spec's texts verbatim.
  await page.goto('/beranda');
  await page.getByRole('group', { name: EN.language_switch_label }).getByRole('button', { name: 'ID' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keberangkatan Terdekat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cari Tiket' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Cari Jadwal Penyeberangan' })).toBeVisible();

  expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
});
