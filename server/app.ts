// buildApp: the whole reference server as one Fastify instance, built from openapi.yaml.
// Tests build it in memory (PGlite `memory://`); server/index.ts builds it from the environment.
// The steps: open and migrate the database, seed it, create the services (app/services.ts),
// install the HTTP concerns and every domain's operations (app/http.ts, app/routes.ts), start.
import { ensureTemporal } from '../kernel/temporal';
import { openDatabase, type Database } from './db/client';
import { seed } from './app/seed';
import { seedDevOfficer } from './auth/officers';
import type { Clock } from './platform/clock';
import type { BuildOptions, BuiltApp } from './app/options';
import { createFastify, installHttp } from './app/http';
import { createServices, settingsOf, watchSearchCache, type Resources } from './app/services';

export { OPENAPI_PATH, loadSpecification } from './http/contract';
export { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';
export { WS_PATH } from './http/stomp';
export type { BuildOptions, BuiltApp } from './app/options';

/** The defaults the first start writes (idempotent), and the development officer if asked for. */
async function seedDatabase(database: Database, options: BuildOptions, now: Clock, production: boolean) {
  await database.withStartupLock((locked) => seed(locked, now(), options.timetableHorizonDays));
  if (options.devOfficer && !production) await database.withStartupLock((locked) => seedDevOfficer(locked, now()));
}

/** Lets go of what a failed build had opened. */
async function abandon(resources: Resources, app: { close(): Promise<unknown> }, database: Database | null) {
  await resources.push?.close().catch(() => undefined);
  await resources.hub?.close().catch(() => undefined);
  await app.close().catch(() => undefined);
  await Promise.all(resources.unwatchers.map((stop) => stop())).catch(() => undefined);
  if (database) await database.close().catch(() => undefined);
}

export async function buildApp(options: BuildOptions = {}): Promise<BuiltApp> {
  await ensureTemporal();
  const settings = settingsOf(options);
  const { now, production } = settings;
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: options.databaseUrl, pgliteDir: options.pgliteDir ?? 'memory://' }));
  const { db } = database;
  const app = createFastify(options);
  const resources: Resources = { hub: null, push: null, unwatchers: [] };
  try {
    await database.migrate();
    const searchCache = await watchSearchCache(app, database, options, resources);
    await seedDatabase(database, options, now, production);
    const services = await createServices(app, database, options, settings, resources, searchCache);
    const { tokens, orders, jobs, reconciler, push } = services;
    await installHttp(app, options, {
      ...settings,
      ctx: services.ctx,
      authenticate: (token) => tokens.authenticate(token),
    });

    await app.ready();
    // Orders a previous run accepted but did not finish (a crash) are taken up again right away.
    // PGlite has one process (the data-folder lock), so every decided-but-unpushed row is an orphan.
    orders.start({ orphansOnly: database.kind === 'postgres' });
    if (options.jobs !== false) await jobs.start();

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        await jobs.stop();
        await orders.stop();
        await reconciler?.idle();
        await push.close().catch(() => undefined);
        await resources.hub?.close().catch(() => undefined);
        await app.close();
        await services.eticket.close();
        await Promise.all(resources.unwatchers.map((stop) => stop())).catch(() => undefined);
        if (ownsDatabase) await database.close();
        await options.onClose?.();
      })());

    return {
      app,
      close,
      db,
      database,
      hub: resources.hub,
      push,
      tokens,
      otp: services.otp,
      orders,
      holds: services.holds,
      jobs,
      reconciler,
      searchCache,
      boardingPasses: services.boardingPasses,
      refunds: services.ctx.refunds,
    };
  } catch (err) {
    await abandon(resources, app, ownsDatabase ? database : null);
    throw err;
  }
}
