// Infinite scroll for every paged list (schedules, active tickets, history): an invisible marker at the bottom tells when it
// scrolls into view, and a 'Muat lebih banyak' button does the same for keyboards and for
// browsers without IntersectionObserver.
import { useEffect, useRef } from 'react';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

export function LoadMore({
  status,
  hasMore,
  onLoadMore,
}: {
  status: string;
  hasMore: boolean;
  onLoadMore: () => void;
}) {
  const t = useT();
  if (!hasMore || (status !== 'loaded' && status !== 'failed')) return null;
  return (
    <div className="load-more">
      {status === 'loaded' && <Sentinel onVisible={onLoadMore} />}
      <button type="button" className="button button-secondary button-block" onClick={onLoadMore}>
        {t(m.load_more)}
      </button>
    </div>
  );
}

/** Mounted afresh after every page, so each page can trigger the next one once. */
function Sentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className="scroll-sentinel" aria-hidden="true" data-testid="scroll-sentinel" />;
}
