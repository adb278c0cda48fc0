// Walk-on passengers (issue #40 item 3, beyond the spec): the foot order's request. Re-exported by
// ./wire.ts; tied to openapi.yaml like every schema there (./wire-contract.ts).
import * as z from 'zod/mini';
import { Id, ManifestEntry } from './wire-base';

export const FootOrderRequest = z.strictObject({
  schedule: Id,
  passengers: z.array(ManifestEntry).check(z.minLength(1), z.maxLength(20)),
  requestId: z.optional(z.string().check(z.uuid())),
});
