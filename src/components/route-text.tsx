import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';
/** 'Simanindo → Tigaras', read by screen readers as 'Simanindo ke Tigaras'. */
export function RouteText({ from, to }: { from: string; to: string }) {
  const t = useT();
  return (
    <>
      {from} <span aria-hidden="true">→</span>
      <span className="visually-hidden"> {t(m.route_to)} </span> {to}
    </>
  );
}
