// The officer app's offline copy (issue #10), validated like src/lib/storage.ts: today's
// departures, each departure's manifest, the boarding-pass public keys, the queue of scans
// waiting to sync, and this phone's device id. Anything read back is untrusted and checked; a
// corrupt value is dropped and reads as null. Nothing here throws.
import * as z from 'zod/mini';
import * as wire from '../../kernel/wire';

// A copy kept before departures carried their status (issue #37) reads as open until the next load,
// which comes the moment the phone is online (src/machines/officer-data.machine.ts): dropping it
// would leave an officer at a dock without signal with no manifest at all.
const departure = z.extend(wire.OfficerDeparture, { status: z._default(wire.ScheduleStatus, 'open') });
const scan = z.extend(wire.RecordedScan, {
  /** The ticket this phone believed it was (for the local "already checked in" check). */
  transactionId: z.optional(wire.Id),
});
const jwk = z.object({
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  kid: z.optional(z.string()),
  alg: z.optional(z.string()),
  use: z.optional(z.string()),
});

export const officerSchemas = {
  day: z.object({ date: z.string(), departures: z.array(departure) }),
  manifest: z.object({ departure, tickets: z.array(wire.ManifestTicket) }),
  keys: z.array(jwk),
  queue: z.array(scan),
  confirmed: z.array(scan),
  conflicts: z.array(z.object({ scanId: z.string(), invoiceId: z.string(), message: z.string(), outcome: z.string() })),
  device: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
};

export type OfficerDay = z.output<typeof officerSchemas.day>;
export type OfficerManifest = z.output<typeof officerSchemas.manifest>;
export type QueuedScan = z.output<typeof officerSchemas.queue>[number];
export type SyncConflict = z.output<typeof officerSchemas.conflicts>[number];
type Values = { [K in keyof typeof officerSchemas]: z.output<(typeof officerSchemas)[K]> };

const PREFIX = 'petugas.';

export type OfficerStore = {
  get<K extends keyof Values>(key: K, sub?: string | number): Values[K] | null;
  set<K extends keyof Values>(key: K, value: Values[K], sub?: string | number): void;
};

export function createOfficerStore(
  backend: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = globalThis.localStorage ?? null,
): OfficerStore {
  const name = (key: string, sub?: string | number) => `${PREFIX}${key}${sub === undefined ? '' : `.${sub}`}`;
  return {
    get(key, sub) {
      try {
        const raw = backend?.getItem(name(key, sub));
        if (raw === null || raw === undefined) return null;
        const parsed = officerSchemas[key].safeParse(JSON.parse(raw));
        // The schema of `key` parses to Values[key]; TypeScript cannot correlate the generic key
        // with the schema it indexes, so the parsed value is handed over as the declared return type.
        if (parsed.success) return parsed.data as never;
        backend?.removeItem(name(key, sub));
      } catch {
        try {
          backend?.removeItem(name(key, sub));
        } catch {
          // unusable storage: nothing cached
        }
      }
      return null;
    },
    set(key, value, sub) {
      try {
        backend?.setItem(name(key, sub), JSON.stringify(value));
      } catch {
        // quota or disabled storage: the app keeps working online
      }
    },
  };
}

export const officerStore = createOfficerStore();

/** This phone's id for the sync (kept across visits). */
export function deviceId(store: OfficerStore = officerStore): string {
  let idValue = store.get('device');
  if (!idValue) {
    idValue = `hp-${crypto.randomUUID()}`;
    store.set('device', idValue);
  }
  return idValue;
}
