// A friendly empty state (issue #11): a small inline illustration of the lake, the message, and
// what to do next. Inline SVG, so it costs no request and no font; decorative for screen readers.
import type { ReactNode } from 'react';
import { Link } from '../lib/router';

type Scene = 'ferry' | 'ticket' | 'calendar';

function Illustration({ scene }: { scene: Scene }) {
  return (
    <svg viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false" className="empty-art">
      <circle cx="124" cy="22" r="12" fill="#f5b841" />
      <path d="M0 58 L28 36 L48 46 L76 24 L104 42 L132 32 L160 44 V96 H0 Z" fill="#cfe6ee" />
      <path d="M0 70 Q20 64 40 70 T80 70 T120 70 T160 70 V96 H0 Z" fill="#8fc6d8" />
      {scene === 'ferry' && (
        <g>
          <path d="M44 66 H116 L106 80 H54 Z" fill="#0d5c7a" />
          <path d="M58 65 V54 H88 L98 65 Z" fill="#ffffff" stroke="#0d5c7a" strokeWidth="2" />
          <rect x="64" y="57" width="6" height="4" fill="#0d5c7a" />
          <rect x="75" y="57" width="6" height="4" fill="#0d5c7a" />
        </g>
      )}
      {scene === 'ticket' && (
        <g transform="rotate(-8 80 56)">
          <path
            d="M46 40 H114 V50 A6 6 0 0 0 114 62 V72 H46 V62 A6 6 0 0 0 46 50 Z"
            fill="#ffffff"
            stroke="#0d5c7a"
            strokeWidth="2"
          />
          <path d="M92 42 V70" stroke="#0d5c7a" strokeWidth="2" strokeDasharray="3 3" />
          <rect x="54" y="48" width="30" height="4" rx="2" fill="#17809f" />
          <rect x="54" y="58" width="22" height="4" rx="2" fill="#8fc6d8" />
        </g>
      )}
      {scene === 'calendar' && (
        <g>
          <rect x="56" y="34" width="48" height="42" rx="6" fill="#ffffff" stroke="#0d5c7a" strokeWidth="2" />
          <path d="M56 46 H104" stroke="#0d5c7a" strokeWidth="2" />
          <path d="M68 30 V38 M92 30 V38" stroke="#0d5c7a" strokeWidth="3" strokeLinecap="round" />
          <path d="M72 56 L88 68 M88 56 L72 68" stroke="#17809f" strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
      <path d="M8 86 Q18 82 28 86 T48 86" stroke="#ffffff" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({
  scene,
  children,
  action,
}: {
  scene: Scene;
  children: ReactNode;
  /** The next step, as a link styled as a button. */
  action?: { to: string; label: string };
}) {
  return (
    <div className="empty-state">
      <Illustration scene={scene} />
      <div className="empty-text">{children}</div>
      {action && (
        <Link className="button button-primary" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
