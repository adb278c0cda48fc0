// The checks of src/lib/storage.ts: a few hand-written combinators instead of zod, because storage
// is read by the session at start, so whatever it imports is on every route's first load (issue
// #25: zod/mini with the wire schemas is ~14 KiB gzip there). Each check returns the value as the
// zod schema it stands for would output it, or INVALID:
//  - objects keep only the keys of their shape, in the shape's order (z.object strips unknown keys);
//    an absent optional key stays absent;
//  - integers are safe integers (z.int()), numbers never NaN or ±Infinity;
//  - a record keeps its own keys (z.record(z.string(), …)), arrays are not records.
// tests/lib/storage-check.test.ts holds these checks against the zod schemas they replace.

export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;
export type Check<T> = (value: unknown) => T | Invalid;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string, optionally one `ok` accepts. */
export const str =
  (ok?: (s: string) => boolean): Check<string> =>
  (v) =>
    typeof v === 'string' && (!ok || ok(v)) ? v : INVALID;

/** A safe integer of `min`..`max`. */
export const int =
  (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check<number> =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max ? v : INVALID;

export const bool: Check<boolean> = (v) => (typeof v === 'boolean' ? v : INVALID);

/** One of `values` (z.enum). */
export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : INVALID;

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (v) =>
    v === null ? null : check(v);

/** An object key that may be absent (or undefined). */
export type Optional<T> = { optional: Check<T> };
export const optional = <T>(check: Check<T>): Optional<T> => ({ optional: check });

type Shape = Record<string, Check<unknown> | Optional<unknown>>;
type Out<S extends Shape> = {
  [K in keyof S as S[K] extends Check<unknown> ? K : never]: S[K] extends Check<infer T> ? T : never;
} & {
  [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T> ? T : never;
};

/** An object of `shape`'s keys only, in its order. */
export const obj =
  <S extends Shape>(shape: S): Check<{ [K in keyof Out<S>]: Out<S>[K] }> =>
  (v) => {
    if (!isObject(v)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const rule = shape[key]!;
      const value = v[key];
      if (typeof rule !== 'function') {
        if (value === undefined) continue;
        const result = rule.optional(value);
        if (result === INVALID) return INVALID;
        out[key] = result;
      } else {
        const result = rule(value);
        if (result === INVALID) return INVALID;
        out[key] = result;
      }
    }
    return out as { [K in keyof Out<S>]: Out<S>[K] };
  };

export const arr =
  <T>(check: Check<T>): Check<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return INVALID;
    const out: T[] = [];
    for (const item of v) {
      const result = check(item);
      if (result === INVALID) return INVALID;
      out.push(result);
    }
    return out;
  };

/** An object of string keys to values `check` accepts (z.record(z.string(), check)). */
export const record =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (v) => {
    if (!isObject(v)) return INVALID;
    const out: Record<string, T> = {};
    for (const key of Object.keys(v)) {
      const result = check(v[key]);
      if (result === INVALID) return INVALID;
      // A JSON key "__proto__" is an own key like any other, not the prototype.
      Object.defineProperty(out, key, { value: result, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };

// --- the wire shapes storage keeps (kernel/wire.ts and kernel/wire-base.ts) ----------------------
const MAX_INT32 = 2_147_483_647;
export const id = int(1, MAX_INT32);
export const count = int(0);
const date = str((s) => /^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/.test(s));
const time = str((s) => /^[0-9]{2}:[0-9]{2}:[0-9]{2}$/.test(s));
const route = obj({ id, route: str() });
const closure = obj({
  reason: oneOf(['cuaca', 'kapal_rusak', 'lainnya']),
  note: str(),
  windKnots: nullable(int(0, 200)),
});

/** wire.Schedule */
export const schedule = obj({
  id,
  issuedTime: time,
  issuedDate: date,
  fromRoute: route,
  toRoute: route,
  qty: count,
  status: optional(oneOf(['open', 'stopped', 'held', 'cancelled'])),
  closure: optional(nullable(closure)),
});

/** wire.VehicleType */
export const vehicleType = obj({ id, vehicleClass: str(), vehicleType: str(), price: count, insuranceFee: count });

/** wire.PassengerType: a null description (older data) reads as ''. */
export const passengerType = obj({
  id,
  fee: count,
  feeType: str(),
  insuranceFee: count,
  description: (v: unknown) => (v === null ? '' : typeof v === 'string' ? v : INVALID),
});
