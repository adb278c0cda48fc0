// Starts the reference server from the environment:
//   PORT (8080) HOST (127.0.0.1; 0.0.0.0 in production) DATABASE_URL (unset: embedded PGlite in DATA_DIR, default .data/)
//   NODE_ENV JWT_SECRET PAYMENT_SECRET PUBLIC_URL STATIC_DIR (dist/) TRUST_PROXY
//   PAYMENT_PROVIDER MIDTRANS_SERVER_KEY MIDTRANS_SNAP_URL MIDTRANS_API_URL OPERATOR_KEY
//   DEMO_OTP_LOG DEMO_PAYMENT_SIMULATOR DEMO_NOTICE_LOG (production: allow the log senders / the simulator)
//   PDF_WORKERS (e-ticket rendering threads) TIMETABLE_HORIZON_DAYS (days of departures generated ahead)
//   OTP_SENDER WHATSAPP_TOKEN WHATSAPP_PHONE_NUMBER_ID WHATSAPP_TEMPLATE WHATSAPP_TEMPLATE_LANGUAGE WHATSAPP_API_URL
//   NOTICE_SENDER WHATSAPP_TICKET_TEMPLATE WHATSAPP_TICKET_TEMPLATE_LANGUAGE (ticket links over WhatsApp)
//   WHATSAPP_CLOSED_TEMPLATE WHATSAPP_REMINDER_TEMPLATE (and _LANGUAGE) NOTICE_REMINDER_HOURS (departure notices)
//   (server/app/README.md, Configuration)
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { ownOrigin } from './platform/origin';
import { devBoardingPassKey, loadConfig, type ServerConfig } from './app/config';
import { loggerOptions } from './app/logging';
import { DEV_ADMIN, DEV_KASIR, DEV_OFFICER } from './auth/officers';
import { acquireLock, DataDirLockedError } from './platform/lock';
import { createMidtransProvider } from './payments/midtrans';
import { createWhatsAppSender } from './otp/whatsapp';
import { createWhatsAppNoticeSender } from './notices/whatsapp';
import { benchClock } from './platform/bench-clock';

/**
 * A start that cannot go on because of a setting, or of what a setting points at (a port in use, a
 * database that does not answer): one line for the person starting it, no stack trace.
 */
class StartupError extends Error {}

const SYSTEM_CAUSES: Record<string, (config: ServerConfig) => string> = {
  EADDRINUSE: (c) =>
    `PORT ${c.port} on ${c.host} is already in use (another server?): stop that one, or set PORT to a free port (PORT=0 picks one).`,
  EACCES: (c) => `PORT ${c.port} needs privileges this user does not have: set PORT to 1024 or above.`,
  EADDRNOTAVAIL: (c) => `HOST ${c.host} is not an address of this machine: leave HOST unset, or set 0.0.0.0.`,
};

/** DATABASE_URL without its password, for a message. */
const redactedUrl = (url: string): string => url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');

/** The one line for a failure at start, or null when it is not a setting's (a bug: full stack). */
function startupLine(err: unknown, config: ServerConfig): string | null {
  if (err instanceof StartupError || err instanceof DataDirLockedError) return err.message;
  const e = err as NodeJS.ErrnoException & { code?: string };
  if (e?.syscall === 'listen' && e.code && SYSTEM_CAUSES[e.code]) return SYSTEM_CAUSES[e.code]!(config);
  if (config.databaseUrl && typeof e?.code === 'string') {
    // The connection refused or unknown host, PostgreSQL's wrong password / no such database / role.
    if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '28P01', '28000', '3D000'].includes(e.code)) {
      return `DATABASE_URL (${redactedUrl(config.databaseUrl)}) cannot be used: ${e.message}. Check the URL, or leave DATABASE_URL unset for the embedded PGlite.`;
    }
  }
  return null;
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    // Every refusal of loadConfig names its variable and what to set (server/app/config.ts).
    throw new StartupError((err as Error).message);
  }
  try {
    await start(config);
  } catch (err) {
    const line = startupLine(err, config);
    throw line ? new StartupError(line) : err;
  }
}

async function start(config: ServerConfig): Promise<void> {
  let releaseLock: (() => void) | undefined;
  let pgliteDir: string | undefined;
  // Signals during start-up are remembered and honoured as soon as there is something to close.
  // Every signal is handled: a Ctrl+C under `npm start` reaches this process twice (from the
  // terminal and from scripts/start.mjs), and the second must not end it before the database is closed.
  let stopRequested: string | null = null;
  let stop: (signal: string) => void = (signal) => {
    stopRequested = signal;
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    releaseLock = acquireLock(join(config.dataDir, 'server.lock'));
    pgliteDir = join(config.dataDir, 'pglite');
  }
  const staticDir = config.staticDir && existsSync(join(config.staticDir, 'index.html')) ? config.staticDir : null;
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
      noticeOrigin: ownOrigin(config),
      staticDir,
      trustProxy: config.trustProxy,
      operatorKey: config.operatorKey,
      apiDocs: config.apiDocs,
      rateLimits: config.rateLimits,
      pdfWorkers: config.pdfWorkers,
      timetableHorizonDays: config.timetableHorizonDays,
      selfCancelRefundPercent: config.selfCancelRefundPercent,
      rescheduleFeePercent: config.rescheduleFeePercent,
      noticeReminderHours: config.noticeReminderHours,
      delayFreeMinutes: config.delayFreeMinutes,
      maxUnpaidOrders: config.maxUnpaidOrders,
      // The peak bench's faster clock (issue #39); app/config.ts refuses it in production.
      ...(config.benchClock
        ? { now: benchClock(config.benchClock), expiryIntervalMs: config.benchClock.jobsEveryMs }
        : {}),
      redisUrl: config.redisUrl ?? undefined,
      otpSender:
        config.otp.sender === 'whatsapp'
          ? (log) =>
              createWhatsAppSender({ ...(config.otp as Extract<typeof config.otp, { sender: 'whatsapp' }>), log })
          : undefined,
      noticeSender:
        config.notices.sender === 'whatsapp'
          ? (log) =>
              createWhatsAppNoticeSender({
                ...(config.notices as Extract<typeof config.notices, { sender: 'whatsapp' }>),
                log,
              })
          : undefined,
      paymentProvider: config.payment.provider === 'midtrans' ? createMidtransProvider(config.payment) : undefined,
      logger: await loggerOptions(config.nodeEnv, process.env.LOG_LEVEL || 'info'),
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
    `Seberang server ready on ${address}`,
  );
  if (config.nodeEnv === 'development') {
    app.log.info(`Development officer (README "At the port"): ${DEV_OFFICER.phone} / ${DEV_OFFICER.password}`);
    app.log.info(`Development admin (operator console, /operator): ${DEV_ADMIN.phone} / ${DEV_ADMIN.password}`);
    app.log.info(`Development cashier (the booth at ${DEV_KASIR.port}): ${DEV_KASIR.phone} / ${DEV_KASIR.password}`);
  }
  // Child processes (tests, scripts) read the port from this line.
  if (process.env.SEBERANG_READY_FD === 'stdout') {
    const port = (app.server.address() as { port: number }).port;
    process.stdout.write(`SEBERANG_READY port=${port}\n`);
  }
}

main().catch((err) => {
  if (err instanceof StartupError) console.error(`Seberang did not start: ${err.message.replace(/\s*\n\s*/g, ' ')}`);
  else console.error(err);
  process.exit(1);
});
