// The server's messages in the request's language (issue #40 item 1). An answer's language follows
// the request's `Accept-Language` (kernel/language.ts requestLanguage; the app sends the passenger's
// choice): Indonesian by default. The Indonesian messages the passengers see (a ticket's
// self-service, server/tickets/messages.ts) are the catalogue's `srv_*` messages
// (messages/id.json, verbatim as before); English answers swap each for its `en` text. The spec's
// English messages (kernel/server-messages.ts) stay as they are in both languages: the contract
// fixes them and the app shows its own text for each.
import * as catalogue from '../../kernel/paraglide/messages/_index.js';
import { requestLanguage, type Language } from '../../kernel/language';
import { CHANGE_CUTOFF_HOURS } from '../../kernel/ticket-rules';
import { SAVED_LIMITS } from '../../kernel/saved-profile';

export { requestLanguage };

/** The inputs of the parametrised server messages (all are constants of the rules). */
const INPUTS = { hours: CHANGE_CUTOFF_HOURS, ...SAVED_LIMITS };

type Message = (inputs: typeof INPUTS, options: { locale: Language }) => string;

let english: Map<string, string> | undefined;

/** `message` (as a domain threw it, in Indonesian) in `language`; unchanged when it has no translation. */
export function inLanguage(message: string, language: Language): string {
  if (language === 'id') return message;
  english ??= new Map(
    Object.entries(catalogue as unknown as Record<string, Message>)
      .filter(([key]) => key.startsWith('srv_'))
      .map(([, fn]) => [fn(INPUTS, { locale: 'id' }), fn(INPUTS, { locale: 'en' })]),
  );
  return english.get(message) ?? message;
}
