// zod/mini loads no locale: an issue without a message of ours would read just 'Invalid input'.
// Classic zod registers English on first use; this does the same for zod/mini, so such messages
// (a non-object given to an object schema, the issues storage logs) stay as classic zod gave them.
// Like classic, it only sets the default: a locale configured elsewhere (z.config) wins.
// The named import from 'zod/locales' pulls in English only (~1 KiB gzipped); `z.locales.en`
// through the namespace can drag every locale into some bundlers.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

if (!z.core.globalConfig.localeError) z.config(en());
