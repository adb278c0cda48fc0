// Perbaiki Data (correctTicket, issue #23; PM 19/2020 wants the ticket to match the KTP and STNK):
// the plate, the driver's name, age and domicile and the named passengers (the manifest, the same
// length and the same passenger types in the same order) are replaced, free, while the ticket is
// paid and not checked in. The Golongan and the counts cannot change this way; an age must stay in
// its passenger type's range (kernel/field-rules.ts ageFitsPassengerType; the driver's age is the
// contract's, as when ordering). The driver's phone number and gender are kept. The change is kept
// with the fields it changed (Indonesian labels) and the values before and after; a correction that
// changes nothing writes no history. The pass version stays (the QR carries no names); the e-ticket
// PDF cache is keyed by everything the PDF shows (../orders/eticket-cache.ts), so it is redrawn.
// SQL: transactions, passenger_types, ticket_changes.
import { inArray } from 'drizzle-orm';
import { ageFitsPassengerType, CHILD_FEE_TYPE } from '../../kernel/field-rules';
import type { Db } from '../db/client';
import { passengerTypes, type DriverJson, type ManifestJson } from '../db/schema';
import { ticketChanges } from '../db/schema-tickets';
import { correctTicketData } from '../lifecycle/tickets';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Schemas } from '../platform/handlers';
import type { AuthUser } from '../platform/request-auth';
import { correctRefusal } from './actions';
import { lockDepartures, ownTicket } from './load';
import { FIELD_LABELS as F, TICKET_MESSAGES as M } from './messages';

type Correction = Schemas['CorrectionInput'];
type Snapshot = {
  plateNumber: string;
  driver: Pick<DriverJson, 'name' | 'age' | 'domicile'>;
  manifest: ManifestJson[];
};

/** The labels of what differs between two snapshots. */
export function changedFields(a: Snapshot, b: Snapshot): string[] {
  const fields: string[] = [];
  if (a.plateNumber !== b.plateNumber) fields.push(F.plateNumber);
  if (a.driver.name !== b.driver.name) fields.push(F.driverName);
  if (a.driver.age !== b.driver.age) fields.push(F.driverAge);
  if (a.driver.domicile !== b.driver.domicile) fields.push(F.driverDomicile);
  a.manifest.forEach((m, i) => {
    const n = b.manifest[i]!;
    if (m.name !== n.name) fields.push(F.passengerName(i + 1));
    if (m.age !== n.age) fields.push(F.passengerAge(i + 1));
    if (m.domicile !== n.domicile) fields.push(F.passengerDomicile(i + 1));
  });
  return fields;
}

/** 400 when the manifest's length, types or ages do not fit the ticket's. */
async function checkManifest(db: Db, before: ManifestJson[], after: Correction['manifest']): Promise<void> {
  if (after.length !== before.length) throw badRequest(M.manifestLength);
  if (after.some((m, i) => m.passengerId !== before[i]!.passengerId)) throw badRequest(M.manifestType);
  const ids = [...new Set(after.map((m) => m.passengerId))];
  const types = ids.length ? await db.select().from(passengerTypes).where(inArray(passengerTypes.id, ids)) : [];
  const feeType = new Map(types.map((t) => [t.id, t.feeType]));
  for (const m of after) {
    const type = feeType.get(m.passengerId);
    if (!ageFitsPassengerType(type, m.age)) throw badRequest(type === CHILD_FEE_TYPE ? M.childAge : M.adultAge);
  }
}

/** Corrects the user's ticket; answers whether anything changed. */
export async function correctOwnTicket(
  deps: { db: Db; now: Clock },
  user: AuthUser,
  id: number,
  body: Correction,
): Promise<boolean> {
  const { db } = deps;
  const first = await ownTicket(db, user.id, id);
  if (!first) throw notFound(M.ticketNotFound);
  const refused = correctRefusal(first);
  if (refused) throw conflict(refused);
  await checkManifest(db, first.tx.manifest, body.manifest);
  return db.transaction(async (tx) => {
    // The departure's lock orders this after a check-in or a move under way.
    await lockDepartures(tx, [first.s.id]);
    const ticket = await ownTicket(tx, user.id, id, true);
    if (!ticket) throw notFound(M.ticketNotFound);
    const refusal = correctRefusal(ticket);
    if (refusal) throw conflict(refusal);
    const t = ticket.tx;
    const before: Snapshot = {
      plateNumber: t.plateNumber,
      driver: { name: t.driver.name, age: t.driver.age, domicile: t.driver.domicile },
      manifest: t.manifest,
    };
    const after: Snapshot = {
      plateNumber: body.plateNumber,
      driver: { ...body.driver },
      manifest: body.manifest.map((m) => ({
        passengerId: m.passengerId,
        name: m.name,
        age: m.age,
        domicile: m.domicile,
      })),
    };
    const fields = changedFields(before, after);
    if (!fields.length) return false;
    await correctTicketData(tx, id, {
      plateNumber: after.plateNumber,
      driver: { ...t.driver, ...after.driver },
      manifest: after.manifest,
    });
    await tx.insert(ticketChanges).values({
      transactionId: id,
      kind: 'correct',
      status: 'done',
      before: { ...before },
      after: { ...after, fields },
      passVersionBefore: t.passVersion,
      passVersionAfter: t.passVersion,
      actorId: user.id,
      actorName: user.name,
      actorRole: user.role,
      createdAt: new Date(deps.now()),
      settledAt: new Date(deps.now()),
    });
    await writeAudit(tx, user, deps.now(), {
      action: 'ticket.correct',
      entity: 'ticket',
      entityId: id,
      before,
      after: { ...after, fields },
      reason: null,
    });
    return true;
  });
}
