// The wire schemas of the interface language (issue #40 item 1; openapi.yaml, GET/PUT
// /api/user/preferences). Re-exported by ./wire.ts; tied to the generated types by ./wire-contract.ts.
import * as z from 'zod/mini';
import { LANGUAGES } from './language';

export const Language = z.enum(LANGUAGES);
export const Preferences = z.object({ language: z.nullable(Language) });
export const PreferencesInput = z.strictObject({ language: Language });
