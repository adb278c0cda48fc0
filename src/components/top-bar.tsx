// The top bar: a title and a back button. `back` is where back goes: one step in history by
// default (the spec's rule), or a fixed path (pesan-tiket → daftar-tiket, konfirmasi-pesanan →
// pesan-tiket/{scheduleId}), or nothing.
import type { ReactNode } from 'react';
import { useNavigate } from '../lib/router';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';
import { LanguageSwitch } from './language-switch';

type TopBarProps = {
  title: string;
  /** 'history' steps back (home when there is no step), a path goes there, false hides the button. */
  back?: string | false;
  action?: ReactNode;
  /**
   * Drawn before the title: beranda's Seberang mark. Passed in rather than imported here, so the
   * mark's drawing loads with beranda only, not with every screen's top bar.
   */
  brand?: ReactNode;
  /** The ID | EN switch (issue #40); the port officers' screens stay Indonesian and hide it. */
  languages?: boolean;
};

export function TopBar({ title, back = 'history', action, brand, languages = true }: TopBarProps) {
  const navigate = useNavigate();
  const t = useT();
  const goBack = () => {
    if (back === 'history') {
      // A deep link opened in a fresh tab has no step to go back to: go home instead.
      // The router keeps the index of the entry in history.state.idx (src/lib/router.tsx).
      const idx = (window.history.state as { idx?: unknown } | null)?.idx;
      if (typeof idx === 'number' && idx > 0) void navigate(-1);
      else void navigate('/beranda');
    } else if (back) void navigate(back);
  };
  return (
    <header className="top-bar">
      {back !== false && (
        // A tap in the prerendered frame is replayed once the app has started (src/hooks/early-input.ts).
        <button type="button" className="icon-button" onClick={goBack} aria-label={t(m.back)} data-early-tap="kembali">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
          </svg>
        </button>
      )}
      {brand}
      <h1 className="top-bar-title">{title}</h1>
      {languages && <LanguageSwitch />}
      {action && <div className="top-bar-action">{action}</div>}
    </header>
  );
}
