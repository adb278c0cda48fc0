// The ID | EN switch (issue #40 item 1): in the top bar of every passenger screen and on Akun. Two
// toggle buttons (aria-pressed) in a labelled group: Tab reaches them, Enter or Space switches.
import { LANGUAGES } from '../../kernel/language';
import { m } from '../../kernel/paraglide/messages';
import { useLanguage, useLanguageActor, useT } from '../hooks/language';
import { useFirstPaint } from '../hooks/first-paint';

export function LanguageSwitch({ label, className = 'language-switch' }: { label?: string; className?: string }) {
  const t = useT();
  const language = useLanguage();
  const actor = useLanguageActor();
  // In the prerendered frame no script listens yet: the switch waits disabled, as beranda's swap does.
  const frame = useFirstPaint();
  return (
    <div role="group" aria-label={label ?? t(m.language_switch_label)} className={className}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          disabled={frame}
          onClick={() => actor?.send({ type: 'LANGUAGE.SET', language: option })}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

/** Akun's row (issue #40): the same switch under its own label, beside the account's menu. */
export function LanguageSetting() {
  const t = useT();
  return (
    <div className="card language-setting">
      <span>{t(m.language_setting)}</span>
      <LanguageSwitch label={t(m.language_setting)} className="language-switch language-switch-light" />
    </div>
  );
}
