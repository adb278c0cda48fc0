// Temporal: native where the runtime has it, the polyfill (its own lazy chunk) only otherwise.
// Call `ensureTemporal()` once at start-up (browser entry, server start, test setup); afterwards
// `T()` returns the implementation synchronously.
import type { Temporal as TemporalNS } from '@js-temporal/polyfill';

export type TemporalApi = typeof TemporalNS;

let impl: TemporalApi | undefined = (globalThis as { Temporal?: TemporalApi }).Temporal;

export async function ensureTemporal(): Promise<TemporalApi> {
  if (!impl) {
    const mod = await import('@js-temporal/polyfill');
    impl = mod.Temporal;
  }
  return impl;
}

export function T(): TemporalApi {
  if (!impl) throw new Error('Temporal is not loaded: await ensureTemporal() at start-up');
  return impl;
}

export type { TemporalNS as Temporal };
