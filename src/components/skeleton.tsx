// Loading placeholders: grey blocks where content will be, announced once to screen readers.
export function Skeleton({ lines = 3, label = 'Memuat…' }: { lines?: number; label?: string }) {
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
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
