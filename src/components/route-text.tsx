/** 'Simanindo → Tigaras', read by screen readers as 'Simanindo ke Tigaras'. */
export function RouteText({ from, to }: { from: string; to: string }) {
  return (
    <>
      {from} <span aria-hidden="true">→</span>
      <span className="visually-hidden"> ke </span> {to}
    </>
  );
}
