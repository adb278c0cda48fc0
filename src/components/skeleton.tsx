// Loading placeholders: grey blocks where content will be, announced once to screen readers.
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useT();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t(m.loading)}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

export function ScreenSkeleton() {
  return (
    <main className="screen">
      <Skeleton lines={4} />
    </main>
  );
}
