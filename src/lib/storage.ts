// Typed localStorage for the 14 keys of spec §3 (and the few the issues added, marked below).
//
// Every value is stored as JSON (strings too: authToken '"eyJ…"'), so one code path reads and
// validates all keys. Anything in localStorage is untrusted: the user, an extension or an older
// build may have written it. `get` parses and validates; a corrupt, tampered or wrongly shaped
// value is removed and reads as null. Nothing here throws, also when localStorage itself throws
// (disabled storage, Safari private mode, quota): the app then keeps working from memory.
// Built on zod/mini, not classic zod, for the browser bundle budget (see kernel/validation.ts).
import * as z from 'zod/mini';
import '../../kernel/zod-locale';
import { isValidDate } from '../../kernel/time';
import * as wire from '../../kernel/wire';

// ---------------------------------------------------------------------------------------------
// Value schemas
//
// Built on first use, key by key, not at import: zod builds a schema by cloning it at every
// `.check()`, and this module is evaluated on every first load (the session reads authToken and
// user at start), where building every key's schema costs main-thread time on a slow phone
// (bench/README.md). Each builder runs at most once.

const id = () => z.number().check(z.int(), z.positive());
const age = () => z.number().check(z.int(), z.nonnegative());

/**
 * A URL the app may navigate to: absolute http(s), or a same-origin path. Anything else
 * (javascript:, data:, protocol-relative //host) is refused, since 'Lanjutkan' opens this URL.
 */
export function isSafeNavigationUrl(url: string): boolean {
  if (typeof url !== 'string' || url === '') return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

const safeUrl = () => z.string().check(z.refine(isSafeNavigationUrl));

const userSchema = () =>
  z.object({
    id: id(),
    name: z.string(),
    phone_number: z.string(),
    age: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
    gender: z.optional(z.nullable(z.string())),
    domicile: z.optional(z.nullable(z.string())),
  });

// z.object strips unknown keys: a `password` left in an OTP draft is never returned or re-saved.
const otpSchema = () =>
  z.object({
    name: z.optional(z.string()),
    phone_number: z.string(),
    context: z.enum(['register', 'forgot-password']),
  });

const navigationParamsSchema = () =>
  z.object({
    from: id(),
    to: id(),
    date: z.string().check(z.refine(isValidDate)),
    /** Beyond the spec (issue #21): the day tab chosen on daftar-tiket, when not the first. */
    tanggal: z.optional(z.string().check(z.refine(isValidDate))),
  });

const driverSchema = () =>
  z.object({
    name: z.string(),
    phoneNumber: z.string(),
    age: age(),
    domicile: z.string(),
    gender: z.string(),
  });

const passengerEntrySchema = () =>
  z.object({
    passengerTypeId: id(),
    name: z.string(),
    age: age(),
    domicile: z.string(),
  });

const vehicleDraftSchema = () =>
  z.object({
    plate_number: z.string(),
    vehicle_type: wire.VehicleType,
  });

const paymentDataSchema = () =>
  z.object({
    paymentUrl: safeUrl(),
    /** Epoch milliseconds when the payment URL was received. */
    timestamp: z.number().check(z.int(), z.nonnegative()),
  });

/** The schema builder of every key of spec §3. */
const storageSchemaBuilders = {
  authToken: () => z.string().check(z.minLength(1)),
  user: userSchema,
  otp: otpSchema,
  navigationParams: navigationParamsSchema,
  scheduleId: id,
  pengemudi: driverSchema,
  penumpang: () => z.array(passengerEntrySchema()),
  kendaraan: vehicleDraftSchema,
  schedule: () => wire.Schedule,
  passengerFee: () => z.array(wire.PassengerType),
  passengerTypeCounts: () => z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  paymentUrl: safeUrl,
  paymentData: paymentDataSchema,
  firstView: () => z.boolean(),
  /**
   * Beyond the spec's 14 keys (issue #21): the Jakarta date (YYYY-MM-DD) of the last 'Nanti Saja'
   * on beranda's profile prompt, which then stays closed for the rest of that day.
   */
  profilePromptLater: () => z.string().check(z.refine(isValidDate)),
} as const;

type Builders = typeof storageSchemaBuilders;
export type StorageKey = keyof Builders;
type StorageSchema<K extends StorageKey> = ReturnType<Builders[K]>;
export type StorageValues = { [K in StorageKey]: z.output<StorageSchema<K>> };

const builtSchemas = new Map<StorageKey, unknown>();

/** The schema of `key`, built the first time it is asked for. */
export function storageSchema<K extends StorageKey>(key: K): StorageSchema<K> {
  let schema = builtSchemas.get(key);
  if (schema === undefined) builtSchemas.set(key, (schema = storageSchemaBuilders[key]()));
  return schema as StorageSchema<K>;
}

export const STORAGE_KEYS = Object.keys(storageSchemaBuilders) as StorageKey[];

export type StoredUser = StorageValues['user'];
export type OtpDraft = StorageValues['otp'];
export type NavigationParams = StorageValues['navigationParams'];
export type Driver = StorageValues['pengemudi'];
export type PassengerEntry = z.output<ReturnType<typeof passengerEntrySchema>>;
export type VehicleDraft = StorageValues['kendaraan'];
export type StoredSchedule = StorageValues['schedule'];
export type PaymentData = StorageValues['paymentData'];

/** What login clears on entry (spec §2), plus passengerTypeCounts, which belongs to the same draft. */
export const DRAFT_KEYS = [
  'pengemudi',
  'penumpang',
  'kendaraan',
  'schedule',
  'passengerFee',
  'paymentUrl',
  'otp',
  'passengerTypeCounts',
] as const satisfies readonly StorageKey[];

/** What tiket-saya clears on entry and 'Pesanan Baru' clears: the whole order in progress. */
export const ORDER_DRAFT_KEYS = [
  'pengemudi',
  'penumpang',
  'kendaraan',
  'schedule',
  'scheduleId',
  'passengerFee',
  'passengerTypeCounts',
  'paymentUrl',
  'paymentData',
] as const satisfies readonly StorageKey[];

// ---------------------------------------------------------------------------------------------
// Backends

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function createMemoryBackend(): StorageBackend {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/**
 * Wraps a backend that may throw. A write that fails (quota, disabled storage) is kept in memory
 * so the rest of this page session still sees it; reads fall back to that memory.
 */
function resilient(primary: StorageBackend): StorageBackend {
  const memory = createMemoryBackend();
  return {
    getItem(key) {
      try {
        const value = primary.getItem(key);
        if (value !== null) return value;
      } catch {
        // unreadable storage: memory only
      }
      return memory.getItem(key);
    },
    setItem(key, value) {
      try {
        primary.setItem(key, value);
        memory.removeItem(key);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        primary.removeItem(key);
      } catch {
        // nothing more to do
      }
    },
    clear() {
      memory.clear();
      try {
        primary.clear();
      } catch {
        // nothing more to do
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Typed API

export type TypedStorage = {
  /** The validated value, or null when missing, corrupt or wrongly shaped (then also removed). */
  get<K extends StorageKey>(key: K): StorageValues[K] | null;
  /** Validates first: an invalid value is not written (console.warn) and the old value stays. */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  remove(key: StorageKey): void;
  /** Clears all of localStorage (spec: logout and account deletion clear everything). */
  clear(): void;
  /** The draft login clears on entry: DRAFT_KEYS. */
  clearDraft(): void;
  /** The order in progress that tiket-saya and 'Pesanan Baru' clear: ORDER_DRAFT_KEYS. */
  clearOrderDraft(): void;
};

/** A typed storage over `backend`; with no backend (server, disabled storage) it lives in memory. */
export function createStorage(backend?: StorageBackend | null): TypedStorage {
  const store = resilient(backend ?? createMemoryBackend());

  function get<K extends StorageKey>(key: K): StorageValues[K] | null {
    const raw = store.getItem(key);
    if (raw === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      store.removeItem(key);
      return null;
    }
    const result = storageSchema(key).safeParse(json);
    if (!result.success) {
      store.removeItem(key);
      return null;
    }
    const value = result.data as StorageValues[K];
    // Re-save what validation stripped (e.g. a password an older build left in `otp`), so it does
    // not linger in storage.
    const clean = JSON.stringify(value);
    if (clean !== raw) store.setItem(key, clean);
    return value;
  }

  function set<K extends StorageKey>(key: K, value: StorageValues[K]): void {
    const result = storageSchema(key).safeParse(value);
    if (!result.success) {
      console.warn(`storage: refusing to save an invalid "${key}"`, result.error.issues);
      return;
    }
    store.setItem(key, JSON.stringify(result.data));
  }

  function remove(key: StorageKey): void {
    store.removeItem(key);
  }

  return {
    get,
    set,
    remove,
    clear: () => store.clear(),
    clearDraft: () => DRAFT_KEYS.forEach(remove),
    clearOrderDraft: () => ORDER_DRAFT_KEYS.forEach(remove),
  };
}

/** `localStorage` when it exists and may be touched; merely reading it throws in some sandboxes. */
function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof localStorage !== 'undefined' && localStorage !== null ? localStorage : null;
  } catch {
    return null;
  }
}

/** The app's storage: localStorage in the browser, memory where there is none (server, SSR). */
/**
 * A backend looked up on first use, not at import: the first touch of `localStorage` opens the
 * origin's storage (a synchronous round trip to the browser process, ~100 ms on a slow phone),
 * which then happens in the first render instead of lengthening the module evaluation that
 * every first load runs as one task (bench/README.md).
 */
function lazyBackend(lookUp: () => StorageBackend | null): StorageBackend {
  let backend: StorageBackend | undefined;
  const get = () => (backend ??= lookUp() ?? createMemoryBackend());
  return {
    getItem: (key) => get().getItem(key),
    setItem: (key, value) => get().setItem(key, value),
    removeItem: (key) => get().removeItem(key),
    clear: () => get().clear(),
  };
}

export const storage = createStorage(lazyBackend(browserLocalStorage));
