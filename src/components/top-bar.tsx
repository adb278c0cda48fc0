// The top bar: a title and a back button. `back` is where back goes: one step in history by
// default (the spec's rule), or a fixed path (pesan-tiket → daftar-tiket, konfirmasi-pesanan →
// pesan-tiket/{scheduleId}), or nothing.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function TopBar({ title, back = 'history', action }: { title: string; back?: 'history' | string | false; action?: ReactNode }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (back === 'history') {
      // A deep link opened in a fresh tab has no step to go back to: go home instead.
      if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0) navigate(-1);
      else navigate('/beranda');
    } else if (back) navigate(back);
  };
  return (
    <header className="top-bar">
      {back !== false && (
        <button type="button" className="icon-button" onClick={goBack} aria-label="Kembali">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
          </svg>
        </button>
      )}
      <h1 className="top-bar-title">{title}</h1>
      {action && <div className="top-bar-action">{action}</div>}
    </header>
  );
}
