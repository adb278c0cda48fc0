// A notice's text in its language (issue #40): the WhatsApp templates' bodies as the catalogue
// writes them (messages/{id,en}.json `notice_*`), for the log sender and the tests. WhatsApp itself
// fills the approved template of the same language (./whatsapp.ts). The parameters already carry
// their words in that language (./queue.ts, ./departure.ts, ./words.ts).
import { isLanguage } from '../../kernel/language';
import { m } from '../../kernel/paraglide/messages';

/** The notice's text, or null for a kind the catalogue has no template for. */
export function noticeText(kind: string, params: Record<string, string>): string | null {
  const options = { locale: isLanguage(params['language']) ? params['language'] : 'id' } as const;
  const p = (name: string) => params[name] ?? '';
  const trip = { route: p('route'), date: p('date'), time: p('time'), invoice: p('invoice'), link: p('link') };
  switch (kind) {
    case 'ticket':
      return m.notice_ticket(trip, options);
    case 'departure_closed':
      return m.notice_closed({ ...trip, status: p('status'), reason: p('reason') }, options);
    case 'departure_delayed':
      return m.notice_delayed(
        { ...trip, newDate: p('newDate'), newTime: p('newTime'), reason: p('reason'), choices: p('choices') },
        options,
      );
    case 'reminder':
      return m.notice_reminder({ ...trip, advice: p('advice') }, options);
    default:
      return null;
  }
}
