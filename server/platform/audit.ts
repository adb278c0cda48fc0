// The operator's audit log (issue #22): every operator write records who, when, what (before and
// after) and why, in the same transaction as the change — so a write that fails or rolls back
// leaves no audit row, and a change never lands without one. The table is append-only, enforced by
// the database (migration 0010: a trigger refuses UPDATE, DELETE and TRUNCATE).
import { auditLog } from '../db/schema';
import type { Tx } from '../db/client';
import type { AuthUser } from './request-auth';

/**
 * Kinds of things the operator changes (the audit's `entity` and its filter); 'ticket': a ticket
 * cancelled at the booth (issue #24, server/booth/tickets.ts); 'refund': a refund paid by hand
 * (issue #23, server/refunds/routes.ts).
 */
export type AuditEntity =
  'ship' | 'pattern' | 'exception' | 'departure' | 'fare' | 'vehicle_class' | 'ticket' | 'refund';

export interface AuditRecord {
  /** e.g. 'ship.create', 'pattern.update', 'departure.cancel', 'departure.extra', 'fare.create'. */
  action: string;
  entity: AuditEntity;
  entityId: number | null;
  /** The thing before the change (null when it is created). */
  before: unknown;
  /** The thing after the change (null when it is removed). */
  after: unknown;
  reason: string | null;
}

/** Appends one audit row inside `tx` (the transaction that makes the change). */
export async function writeAudit(
  tx: Tx,
  actor: Pick<AuthUser, 'id' | 'name'>,
  atMs: number,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditLog).values({
    at: new Date(atMs),
    actorId: actor.id,
    actorName: actor.name,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason,
  });
}
