// A screen that leaves for a payment page (konfirmasi-pesanan, ubah-jadwal) may come back through
// the browser's back/forward cache, restored as it was left: frozen in its 'redirecting' state.
// This counts such restores; a screen keys its flow by the count, so each restore starts the flow
// afresh (a new actor, which loads what is true now).
import { useEffect, useState } from 'react';

/** How many times this page was restored from the back/forward cache (0 on a normal load). */
export function usePageRestores(): number {
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setVisit((v) => v + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return visit;
}
