// The compile-time tie between ./wire.ts and the generated contract (./schema.d.ts): for every
// schema of openapi.yaml, the runtime schema of the same name must exist and parse to exactly the
// generated type. Any drift fails `tsc` here, naming the schema that drifted.
import type * as z from 'zod/mini';
import type { components } from './schema';
import type * as wire from './wire';

type Contract = components['schemas'];
type Wire = typeof wire;

/** One object type out of an intersection (openapi-typescript writes `{…} & { [key: string]: unknown }`). */
type Flat<T> = { [K in keyof T]: T[K] };
/** True only when A and B are the same type (not merely assignable either way). */
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;

/** Per contract schema: `true` when ./wire.ts has it and it parses to exactly the generated type. */
type Tie = {
  [K in keyof Contract]: K extends keyof Wire
    ? Wire[K] extends z.ZodMiniType
      ? Same<z.output<Wire[K]>, Contract[K]> extends true
        ? true
        : 'the runtime schema parses to another type than openapi.yaml declares'
      : 'not a zod schema'
    : 'no runtime schema of this name in kernel/wire.ts';
};
type AllTied<T extends { [K in keyof Contract]: true }> = T;
/** Fails `tsc` while any schema drifted; the error names it ("Types of property 'Route' are incompatible"). */
export type WireMatchesContract = AllTied<Tie>;
