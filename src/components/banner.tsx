import type { ReactNode } from 'react';

/** An inline message: `error` is announced at once (role=alert), `warning` and `info` politely. */
export function Banner({ tone = 'error', children }: { tone?: 'error' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <div className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
