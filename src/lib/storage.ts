// Typed localStorage for the 14 keys of spec §3 (and the few the issues added, marked below).
//
// Every value is stored as JSON (strings too: authToken '"eyJ…"'), so one code path reads and
// validates all keys. Anything in localStorage is untrusted: the user, an extension or an older
// build may have written it. `get` parses and validates; a corrupt, tampered or wrongly shaped
// value is removed and reads as null. Nothing here throws, also when localStorage itself throws
// (disabled storage, Safari private mode, quota): the app then keeps working from memory.
// Checked with a few hand-written combinators (./storage-check.ts), not zod: the session reads
// storage at start, so this module is on every route's first load (issue #25, bench/README.md).
import { isValidDate } from '../../kernel/time';
import {
  arr,
  bool,
  count,
  id,
  int,
  INVALID,
  nullable,
  obj,
  oneOf,
  optional,
  passengerType,
  record,
  schedule,
  str,
  vehicleType,
  type Check,
} from './storage-check';

// ---------------------------------------------------------------------------------------------
// Value checks
//
// Built on first use, key by key, not at import: this module is evaluated on every first load
// (the session reads authToken and user at start), where building every key's check costs
// main-thread time on a slow phone (bench/README.md). Each builder runs at most once.

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

const positive = () => int(1);
const age = () => int(0);
const safeUrl = () => str(isSafeNavigationUrl);
const day = () => str(isValidDate);

const userSchema = () =>
  obj({
    id: positive(),
    name: str(),
    phone_number: str(),
    age: optional(nullable(age())),
    gender: optional(nullable(str())),
    domicile: optional(nullable(str())),
  });

// Only the shape's keys are kept: a `password` left in an OTP draft is never returned or re-saved.
const otpSchema = () =>
  obj({
    name: optional(str()),
    phone_number: str(),
    context: oneOf(['register', 'forgot-password']),
  });

const navigationParamsSchema = () =>
  obj({
    from: positive(),
    to: positive(),
    date: day(),
    /** Beyond the spec (issue #21): the day tab chosen on daftar-tiket, when not the first. */
    tanggal: optional(day()),
  });

const driverSchema = () =>
  obj({
    name: str(),
    phoneNumber: str(),
    age: age(),
    domicile: str(),
    gender: str(),
  });

const passengerEntrySchema = () =>
  obj({
    passengerTypeId: positive(),
    name: str(),
    age: age(),
    domicile: str(),
  });

const vehicleDraftSchema = () =>
  obj({
    plate_number: str(),
    vehicle_type: vehicleType,
  });

const paymentDataSchema = () =>
  obj({
    paymentUrl: safeUrl(),
    /** Epoch milliseconds when the payment URL was received. */
    timestamp: age(),
  });

/** The check builder of every key of spec §3. */
const storageSchemaBuilders = {
  authToken: () => str((s) => s.length >= 1),
  user: userSchema,
  otp: otpSchema,
  navigationParams: navigationParamsSchema,
  scheduleId: positive,
  pengemudi: driverSchema,
  penumpang: () => arr(passengerEntrySchema()),
  kendaraan: vehicleDraftSchema,
  schedule: () => schedule,
  passengerFee: () => arr(passengerType),
  passengerTypeCounts: () => record(count),
  paymentUrl: safeUrl,
  paymentData: paymentDataSchema,
  firstView: () => bool,
  /**
   * Beyond the spec's 14 keys (issue #21): the Jakarta date (YYYY-MM-DD) of the last 'Nanti Saja'
   * on beranda's profile prompt, which then stays closed for the rest of that day.
   */
  profilePromptLater: day,
  /**
   * Beyond the spec's 14 keys (issue #38): the last port list beranda had (spec §3's Route: id,
   * route), so its selects fall back to it offline instead of staying on 'Memuat…'.
   */
  ports: () => arr(obj({ id, route: str() })),
  /**
   * Beyond the spec's 14 keys (issue #40 item 2): pesan-tiket's box 'Simpan kendaraan dan penumpang
   * untuk pesanan berikutnya' (`on`) and the genders chosen for its named passengers (by name,
   * src/machines/saved-picks.ts nameKey), part of the order in progress.
   */
  simpanProfil: () => obj({ on: bool, genders: record(str()) }),
  /** Beyond the spec's 14 keys (issue #40): the interface language chosen on this device. */
  language: () => oneOf(['id', 'en']),
} as const;

type Builders = typeof storageSchemaBuilders;
export type StorageKey = keyof Builders;
type Checked<C> = C extends Check<infer T> ? T : never;
export type StorageValues = { [K in StorageKey]: Checked<ReturnType<Builders[K]>> };

const builtSchemas = new Map<StorageKey, Check<unknown>>();

/** The check of `key`, built the first time it is asked for. */
function storageSchema<K extends StorageKey>(key: K): Check<StorageValues[K]> {
  let check = builtSchemas.get(key);
  if (check === undefined) builtSchemas.set(key, (check = storageSchemaBuilders[key]() as Check<unknown>));
  return check as Check<StorageValues[K]>;
}

export const STORAGE_KEYS = Object.keys(storageSchemaBuilders) as StorageKey[];

export type StoredUser = StorageValues['user'];
export type OtpDraft = StorageValues['otp'];
export type NavigationParams = StorageValues['navigationParams'];
export type Driver = StorageValues['pengemudi'];
export type PassengerEntry = Checked<ReturnType<typeof passengerEntrySchema>>;
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
  'simpanProfil',
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
  'simpanProfil',
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
    const value = storageSchema(key)(json);
    if (value === INVALID) {
      store.removeItem(key);
      return null;
    }
    // Re-save what validation stripped (e.g. a password an older build left in `otp`), so it does
    // not linger in storage.
    const clean = JSON.stringify(value);
    if (clean !== raw) store.setItem(key, clean);
    return value;
  }

  function set<K extends StorageKey>(key: K, value: StorageValues[K]): void {
    const checked = storageSchema(key)(value);
    if (checked === INVALID) {
      console.warn(`storage: refusing to save an invalid "${key}"`, value);
      return;
    }
    store.setItem(key, JSON.stringify(checked));
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
