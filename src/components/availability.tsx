import { availabilityColour } from '../../kernel/availability';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

/** Tickets left, by icon and text in the availability colour (>3 green, 1–3 orange, 0 red). */
export function Availability({ qty }: { qty: number }) {
  const colour = availabilityColour(qty);
  const t = useT();
  return (
    <span className={`availability availability-${colour}`} data-availability={colour}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z"
          fill="currentColor"
        />
      </svg>
      {qty > 0 ? t(m.availability_left, { qty }) : t(m.availability_sold_out)}
    </span>
  );
}
