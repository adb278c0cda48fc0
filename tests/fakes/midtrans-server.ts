// The Midtrans fake as a process, for the browser journey (playwright.config.ts starts it):
//   FAKE_MIDTRANS_PORT, FAKE_MIDTRANS_SERVER_KEY, FAKE_MIDTRANS_NOTIFICATION_URL
// Loopback only. Stops on SIGINT/SIGTERM.
import { startFakeMidtrans } from './midtrans';

const fake = await startFakeMidtrans({
  port: Number(process.env.FAKE_MIDTRANS_PORT ?? 0),
  serverKey: process.env.FAKE_MIDTRANS_SERVER_KEY,
  notificationUrl: process.env.FAKE_MIDTRANS_NOTIFICATION_URL ?? null,
});
console.log(`fake Midtrans on ${fake.url} (notifications to ${fake.notificationUrl ?? 'nowhere'})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
