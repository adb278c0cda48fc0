// petugas/pindai's verdict card (issue #38): a moved ticket's old QR is refused and says what to do
// next, show the new QR; other refusals say only their reason.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { VerdictCard } from '../../src/screens/petugas/pindai-verdict';

afterEach(cleanup);

describe('petugas: the verdict of an old QR', () => {
  it('MOVED: Ditolak, where the ticket went, and to ask for the new QR', () => {
    const message = 'Tiket sudah dipindah ke Simanindo – Tigaras, Selasa, 24 November 2026 pukul 08:30 WIB.';
    render(<VerdictCard verdict={{ code: 'MOVED', message }} queued={false} />);
    const verdict = screen.getByRole('alert', { name: 'Hasil pemeriksaan' });
    expect(within(verdict).getByRole('heading', { name: 'Ditolak' })).toBeInTheDocument();
    expect(within(verdict).getByText(message)).toBeInTheDocument();
    expect(
      within(verdict).getByText('Kode ini sudah tidak berlaku. Minta penumpang menunjukkan kode QR yang baru.'),
    ).toBeInTheDocument();
  });

  it('another refusal says only its reason', () => {
    render(<VerdictCard verdict={{ code: 'CANCELLED', message: 'Tiket sudah dibatalkan.' }} queued={false} />);
    const verdict = screen.getByRole('alert', { name: 'Hasil pemeriksaan' });
    expect(within(verdict).getByText('Tiket sudah dibatalkan.')).toBeInTheDocument();
    expect(within(verdict).queryByText(/kode QR yang baru/)).toBeNull();
  });
});
