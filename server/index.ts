// Starts the reference server from the environment:
//   PORT (8080) HOST (127.0.0.1; 0.0.0.0 in production) DATABASE_URL (unset: embedded PGlite in DATA_DIR, default .data/)
//   NODE_ENV JWT_SECRET PAYMENT_SECRET PUBLIC_URL STATIC_DIR (dist/) TRUST_PROXY
//   PAYMENT_PROVIDER MIDTRANS_SERVER_KEY MIDTRANS_SNAP_URL MIDTRANS_API_URL OPERATOR_KEY
//   DEMO_OTP_LOG DEMO_PAYMENT_SIMULATOR (production: allow the log sender / the simulator)
//   OTP_SENDER WHATSAPP_TOKEN WHATSAPP_PHONE_NUMBER_ID WHATSAPP_TEMPLATE WHATSAPP_TEMPLATE_LANGUAGE WHATSAPP_API_URL
//   (server/README.md, Production)
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { devBoardingPassKey, loadConfig } from './app/config';
import { acquireLock, DataDirLockedError } from './platform/lock';
import { createMidtransProvider } from './payments/midtrans';
import { createWhatsAppSender } from './otp/whatsapp';

async function main(): Promise<void> {
  const config = loadConfig();
  let releaseLock: (() => void) | undefined;
  let pgliteDir: string | undefined;
  // Signals during start-up are remembered and honoured as soon as there is something to close.
  let stopRequested: string | null = null;
  let stop: (signal: string) => void = (signal) => {
    stopRequested = signal;
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseLock = acquireLock(join(config.dataDir, 'server.lock'));
    pgliteDir = join(config.dataDir, 'pglite');
  }
  const staticDir = config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : null;
  const production = config.nodeEnv === 'production';
  let built;
  try {
    built = await buildApp({
      databaseUrl: config.databaseUrl,
      pgliteDir,
      nodeEnv: config.nodeEnv,
      demoOtpLog: config.demoOtpLog,
      // One officer to log in with while developing (README "At the port").
      devOfficer: config.nodeEnv === 'development',
      jwtSecret: config.jwtSecret,
      paymentSecret: config.paymentSecret,
      boardingPassKey: config.boardingPassKey ?? devBoardingPassKey(config.dataDir),
      publicUrl: config.publicUrl,
      staticDir,
      trustProxy: config.trustProxy,
      operatorKey: config.operatorKey,
      apiDocs: config.apiDocs,
      rateLimits: config.rateLimits,
      redisUrl: config.redisUrl ?? undefined,
      otpSender:
        config.otp.sender === 'whatsapp'
          ? (log) =>
              createWhatsAppSender({ ...(config.otp as Extract<typeof config.otp, { sender: 'whatsapp' }>), log })
          : undefined,
      paymentProvider: config.payment.provider === 'midtrans' ? createMidtransProvider(config.payment) : undefined,
      logger: { level: process.env.LOG_LEVEL ?? (production ? 'info' : 'info') },
      onClose: releaseLock,
    });
  } catch (err) {
    releaseLock?.();
    throw err;
  }
  const { app, close } = built;
  let stopping = false;
  stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      releaseLock?.();
      process.exit(1);
    }, 10_000);
    force.unref();
    close()
      .then(() => process.exit(0))
      .catch((err) => {
        app.log.error({ err }, 'shutdown failed');
        releaseLock?.();
        process.exit(1);
      });
  };
  if (stopRequested) {
    stop(stopRequested);
    return;
  }

  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await close().catch(() => undefined); // releases the data-folder lock
    throw err;
  }
  app.log.info(
    {
      address,
      database: config.databaseUrl ? 'postgresql' : `pglite (${pgliteDir})`,
      spa: staticDir ?? 'not built (API only)',
    },
    'Seberang server ready',
  );
  // Child processes (tests, scripts) read the port from this line.
  if (process.env.SEBERANG_READY_FD === 'stdout') {
    const port = (app.server.address() as { port: number }).port;
    process.stdout.write(`SEBERANG_READY port=${port}\n`);
  }
}

main().catch((err) => {
  if (err instanceof DataDirLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
