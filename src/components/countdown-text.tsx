// A departure countdown in days, hours and minutes (beranda's 'Penyeberanganmu Selanjutnya').
// The numbers come from the caller (a machine's clock), so this renders and never ticks itself.
import type { Remaining } from '../../kernel/countdown';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

export function CountdownText({ remaining, className }: { remaining: Remaining; className?: string }) {
  const t = useT();
  const parts = [
    { value: remaining.days, unit: t(m.countdown_days) },
    { value: remaining.hours, unit: t(m.countdown_hours) },
    { value: remaining.minutes, unit: t(m.countdown_minutes) },
  ];
  return (
    <span className={['countdown', className].filter(Boolean).join(' ')}>
      {parts.map((part) => (
        <span key={part.unit} className="countdown-part">
          <span className="countdown-value">{part.value}</span> <span className="countdown-unit">{part.unit}</span>
        </span>
      ))}
    </span>
  );
}
