// A closed departure's badge and reason (src/components/closure-note.tsx; daftar-tiket, beranda,
// pesan-tiket) in both languages: Indonesian exactly as kernel/closure.ts writes it for the console
// and the notices (STATUS_BADGE, closureText), English for a passenger who chose it (issue #40).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClosureBadge, ClosureReason } from '../../src/components/closure-note';
import { StaticLanguage } from '../../src/hooks/language';
import { closureText, STATUS_BADGE, type Closure } from '../../kernel/closure';
import type { Language } from '../../kernel/language';
import type { DepartureClosure } from '../../src/lib/schedule-messages';

afterEach(cleanup);

const CLOSURES: Closure[] = [
  { reason: 'cuaca', note: 'Izin berlayar ditahan Syahbandar', windKnots: 20 },
  { reason: 'cuaca', note: '', windKnots: null },
  { reason: 'kapal_rusak', note: '', windKnots: null },
  { reason: 'lainnya', note: '  Dermaga diperbaiki ', windKnots: null },
];

const show = (language: Language, departure: DepartureClosure) =>
  render(
    <StaticLanguage language={language}>
      <ClosureBadge closure={departure} />
      <ClosureReason closure={departure} className="x" />
    </StaticLanguage>,
  );

describe('closure note', () => {
  it.each(CLOSURES)('writes the Indonesian the console writes (%o)', (closure) => {
    for (const status of ['stopped', 'held', 'cancelled'] as const) {
      const { container } = show('id', { status, closure });
      expect(screen.getByText(STATUS_BADGE[status])).toBeInTheDocument();
      expect(container.querySelector('.closure-reason')).toHaveTextContent(`Alasan: ${closureText(closure)}`);
      cleanup();
    }
  });

  it('writes the badge and the reason in English, the operator’s note as written', () => {
    const { container } = show('en', { status: 'stopped', closure: CLOSURES[0]! });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    const reason = container.querySelector('.closure-reason');
    expect(reason).toHaveTextContent(/^Reason: Weather .*20 knots.*: Izin berlayar ditahan Syahbandar$/);
    expect(reason).not.toHaveTextContent(/Alasan|Cuaca|angin/);
    cleanup();
    show('en', { status: 'cancelled', closure: CLOSURES[2]! });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says no reason when the server gave none', () => {
    const { container } = show('en', { status: 'held', closure: null });
    expect(container.querySelector('.closure-reason')).toBeNull();
  });
});
