// The interface language's React bindings (issue #40 item 1). The language actor
// (src/machines/language.machine.ts) lives above the routes for the whole visit; components read
// the language with useLanguage and write their texts with useT:
//
//   const t = useT();
//   <h1>{t(m.beranda_title)}</h1>            // messages/{id,en}.json, compiled into kernel/paraglide
//   <p>{t(m.greeting, { name })}</p>
//
// A component that writes texts calls useT (and so re-renders when the language changes). The
// server's render of a frame (src/entry-server.tsx) and tests pass a fixed language instead.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../../kernel/language';
import { languageMachine } from '../machines/language.machine';
import { useFlow } from './inspect';

export type LanguageActor = ActorRefFrom<typeof languageMachine>;

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
const LanguageActorContext = createContext<LanguageActor | null>(null);

/** Runs the language actor from `language` (the device's choice, read by main.tsx). */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const actor = useFlow(languageMachine, { input: { language } });
  const current = useSelector(actor, (s) => s.context.language);
  return (
    <LanguageActorContext value={actor}>
      <LanguageContext value={current}>{children}</LanguageContext>
    </LanguageActorContext>
  );
}

/** A fixed language, no actor: the server's frames and tests. */
export function StaticLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

export const useLanguage = (): Language => useContext(LanguageContext);

/** The language actor, or null where the language is fixed (a frame: the switch is inert there). */
export const useLanguageActor = (): LanguageActor | null => useContext(LanguageActorContext);

/** A compiled message: `m.key` of kernel/paraglide/messages.js. */
type Message<I> = (inputs: I, options: { locale: Language }) => string;
type NoInputs = Record<string, never> | undefined;

export type Translate = <I>(message: Message<I>, ...inputs: I extends NoInputs ? [] : [I]) => string;

/** `message` in `language` (for code outside React: formatters, labels built in a machine's view). */
export function translate<I>(language: Language, message: Message<I>, inputs?: I): string {
  return message(inputs ?? ({} as I), { locale: language });
}

/** The texts of the current language: `t(m.key)`, `t(m.key, inputs)`. */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo<Translate>(
    () =>
      <I,>(message: Message<I>, ...inputs: I extends NoInputs ? [] : [I]) =>
        translate(language, message, inputs[0] as I | undefined),
    [language],
  );
}

/**
 * Texts a machine wrote in Indonesian (the spec's catalogues, e.g. src/lib/account-messages.ts)
 * in the current language: `known` lists the messages whose Indonesian text such a string may be;
 * one of them is shown in the current language, any other string as it is. A screen lists only the
 * messages it may show, so its chunk carries only those.
 */
export function useKnownText(known: readonly Message<Record<string, never>>[]): (text: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    if (language === 'id') return (text: string) => text;
    const table = new Map(known.map((message) => [translate('id', message), translate(language, message)]));
    return (text: string) => table.get(text) ?? text;
    // `known` is a module constant of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
