// The port officers' operations (issue #10). Every one declares `x-roles: [petugas]` in
// openapi.yaml, so a passenger's token gets 403 before a handler runs.
import { HttpError, MESSAGES, badRequest, notFound } from '../errors';
import { authOf } from '../platform/request-auth';
import type { Handlers } from '../platform/handlers';
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { BoardingPassSigner } from '../boarding/signer';
import { createPortService } from './service';
import { manifestTicketOf, vehicleClasses } from './departures';
import type { Scan } from './scans';
import { dailyReportCsv, manifestCsv, manifestPdf } from './reports';

type Ops =
  | 'getBoardingPassKeys'
  | 'getOfficerDepartures'
  | 'getManifest'
  | 'getManifestPdf'
  | 'getManifestCsv'
  | 'getDailyReport'
  | 'verifyTicket'
  | 'checkIn'
  | 'syncScans';

/** Exactly one of code / invoiceId (the schema cannot say "one of" and keep 400 messages clear). */
function oneKey(body: { code?: string; invoiceId?: string }): void {
  if ((body.code === undefined) === (body.invoiceId === undefined))
    throw badRequest('Send exactly one of code or invoiceId.');
}

/** What the port domain's handlers use; app.ts passes its context. */
export interface PortRouteDeps {
  db: Db;
  now: Clock;
  /** Verifies the boarding passes' signatures (and publishes the public key). */
  boardingPasses: BoardingPassSigner;
}

/** The port domain's registration: its operations, keyed by operationId. */
export function portRoutes(ctx: PortRouteDeps): Handlers<Ops> {
  const port = createPortService({ db: ctx.db, now: ctx.now, passes: ctx.boardingPasses });
  const officerOf = (request: Parameters<typeof authOf>[0]) => {
    const { user, claims } = authOf(request);
    // The session's start bounds how early its scans can be (issue #21).
    return { id: user.id, name: user.name, role: user.role, loginAt: claims.iat ? claims.iat * 1000 : undefined };
  };
  const fileName = (d: { issuedDate: string; issuedTime: string }, ext: string) =>
    `manifes-${d.issuedDate}-${d.issuedTime.slice(0, 5).replace(':', '')}.${ext}`;

  return {
    async getBoardingPassKeys() {
      return {
        status: 200,
        message: 'Success.',
        data: { keys: [ctx.boardingPasses.publicJwk as { kty: string; crv: string; x: string }] },
      };
    },

    async getOfficerDepartures() {
      return { status: 200, message: 'Success.', data: await port.today() };
    },

    async getManifest(request) {
      const m = await port.manifest(request.params.scheduleId);
      if (!m) throw notFound(MESSAGES.scheduleNotFound);
      return { status: 200, message: 'Success.', data: { departure: m.departure, tickets: m.tickets } };
    },

    async getManifestPdf(request, reply) {
      const m = await port.manifest(request.params.scheduleId);
      if (!m) throw notFound(MESSAGES.scheduleNotFound);
      const pdf = await manifestPdf(m.departure, m.tickets, m.ship);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName(m.departure, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },

    async getManifestCsv(request, reply) {
      const m = await port.manifest(request.params.scheduleId);
      if (!m) throw notFound(MESSAGES.scheduleNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(m.departure, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(manifestCsv(m.departure, m.tickets)));
    },

    async getDailyReport(request, reply) {
      const date = request.params.date;
      const { departures, tickets } = await port.day(date);
      const classes = await vehicleClasses(ctx.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="laporan-${date}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(dailyReportCsv(date, departures, tickets.map(manifestTicketOf), classes)));
    },

    async verifyTicket(request) {
      oneKey(request.body);
      const r = await port.verify(request.body);
      if (!r) throw notFound(MESSAGES.scheduleNotFound);
      return { status: 200, message: 'Success.', data: r };
    },

    async checkIn(request) {
      oneKey(request.body);
      const r = await port.checkIn(officerOf(request), request.body as Scan);
      if (!r) throw notFound(MESSAGES.scheduleNotFound);
      return { status: 200, message: 'Success.', data: r };
    },

    async syncScans(request) {
      const { deviceId, scans } = request.body;
      for (const scan of scans) oneKey(scan);
      if (new Set(scans.map((s) => s.scanId)).size !== scans.length)
        throw new HttpError(400, 'Duplicate scanId in one sync.');
      const results = await port.sync(
        officerOf(request),
        deviceId,
        scans.map((s) => ({ ...s, deviceId })),
      );
      if (!results) throw notFound(MESSAGES.scheduleNotFound);
      return { status: 200, message: 'Success.', data: { results } };
    },
  };
}
