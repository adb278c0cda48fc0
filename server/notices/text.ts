// A notice's text in its language (issue #40): the WhatsApp templates' bodies as the catalogue
// writes them (messages/{id,en}.json `notice_*`), for the log sender and the tests. WhatsApp itself
// fills the approved template of the same language (./whatsapp.ts).
import { isLanguage } from '../../kernel/language';
import { m } from '../../kernel/paraglide/messages';

/** The notice's text, or null for a kind the catalogue has no template for. */
export function noticeText(kind: string, params: Record<string, string>): string | null {
  const language = isLanguage(params['language']) ? params['language'] : 'id';
  const p = (name: string) => params[name] ?? '';
  if (kind === 'ticket')
    return m.notice_ticket(
      { invoice: p('invoice'), route: p('route'), date: p('date'), time: p('time'), link: p('link') },
      { locale: language },
    );
  return null;
}
