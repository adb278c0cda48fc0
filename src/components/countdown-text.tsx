// A departure countdown in days, hours and minutes (beranda's 'Penyeberanganmu Selanjutnya').
// The numbers come from the caller (a machine's clock), so this renders and never ticks itself.
import type { Remaining } from '../../kernel/countdown';

export function CountdownText({ remaining, className }: { remaining: Remaining; className?: string }) {
  const parts = [
    { value: remaining.days, unit: 'Hari' },
    { value: remaining.hours, unit: 'Jam' },
    { value: remaining.minutes, unit: 'Menit' },
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
