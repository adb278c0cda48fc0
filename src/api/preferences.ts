// The passenger's preferences on the account (issue #40 item 1): the interface language.
import type { Language } from '../../kernel/language';
import { api, unwrap } from './client';

/** The account's language, or null while it has chosen none. */
export async function getAccountLanguage(): Promise<Language | null> {
  return (await unwrap(api().GET('/api/user/preferences'))).data.language;
}

export async function setAccountLanguage(language: Language): Promise<void> {
  await unwrap(api().PUT('/api/user/preferences', { body: { language } }));
}
