// The account's interface language (issue #40 item 1), table user_preferences
// (../db/schema-profile.ts): one row per account that ever chose one; none reads as null (the app
// then keeps the device's choice), and Indonesian wherever a language is needed (languageOf).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userPreferences } from '../db/schema-profile';
import { DEFAULT_LANGUAGE, type Language } from '../../kernel/language';

/** The account's chosen language, or null while it has chosen none. */
export async function chosenLanguage(db: Db, userId: number): Promise<Language | null> {
  const [row] = await db
    .select({ language: userPreferences.language })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row?.language ?? null;
}

/** The language the account's documents and notices are written in: its choice, else Indonesian. */
export async function languageOf(db: Db, userId: number | null): Promise<Language> {
  if (userId === null) return DEFAULT_LANGUAGE;
  return (await chosenLanguage(db, userId)) ?? DEFAULT_LANGUAGE;
}

/** Saves the account's language (insert or replace). */
export async function saveLanguage(db: Db, userId: number, language: Language, at: Date): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, language, updatedAt: at })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { language, updatedAt: at } });
}
