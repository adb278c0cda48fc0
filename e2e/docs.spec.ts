// The API reference (issue #26): /api/docs renders openapi.yaml with Redoc, everything served by our
// own server (the journeys' server runs with NODE_ENV=test, where the reference is on), under the
// page's own CSP with nothing blocked but Redoc's attribution logo from its CDN.
import { expect, test } from '@playwright/test';

test('the API reference opens and shows the order operation by its summary', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  // Answers from anywhere but this server (a request the CSP blocks never gets one).
  const elsewhere: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(`${origin}/`) && !/^(blob|data):/.test(url)) elsewhere.push(url);
  });
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Seberang API — API reference');

  // The order operation, found by its summary in openapi.yaml, with its method, path and description.
  const order = page.getByRole('heading', { name: 'Place an order; the outcome is pushed over STOMP.' });
  await expect(order).toBeVisible({ timeout: 30_000 });
  const section = page.locator('[data-section-id="operation/placeOrder"]');
  await expect(section).toContainText('/api/transaction/order');
  await expect(section).toContainText('passengers only');
  await expect(section).toContainText('bearerAuth');

  // Nothing came from elsewhere, and the page's CSP blocked nothing but Redoc's logo on cdn.redoc.ly.
  expect(elsewhere).toEqual([]);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  expect(violations.filter((v) => !v.startsWith('img-src https://cdn.redoc.ly/'))).toEqual([]);

  // The contract itself, as the file.
  const spec = await page.request.get('/api/openapi.yaml');
  expect(spec.status()).toBe(200);
  expect(spec.headers()['content-type']).toBe('application/yaml; charset=utf-8');
  expect(await spec.text()).toContain('operationId: placeOrder');
});
