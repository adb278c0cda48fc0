// tiket-detail's self-service in English (issue #40 item 1), by role and label: the actions and
// their costs, the cancel confirmation, the refund and the history, a cancelled departure's closure
// card, Perbaiki Data's form and its messages, and a paid move waiting for its payment; the
// Indonesian texts stay verbatim (./tiket-detail-actions.test.tsx, ./tiket-detail-correct.test.tsx).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setApiClient } from '../../src/api/client';
import type { TransactionDetail } from '../../src/api/transactions';
import { StaticLanguage } from '../../src/hooks/language';
import TiketDetailScreen from '../../src/screens/tiket-detail/tiket-detail-screen';
import { fakeApi, renderRoute, signIn, type ApiHandler } from './pesan-tiket.fixtures';
import { patientQueries } from './patience';
import { formatRupiah } from '../../kernel/money';
import { ACTIONS_OPERATOR, CANCELLED, PAID, PENDING } from '../machines/ticket-actions.fixtures';

patientQueries();
beforeAll(async () => {
  await import('../../src/screens/tiket-detail/ticket-with-actions');
  await import('../../src/screens/tiket-detail/correct-form');
});

const rp = (amount: number) => formatRupiah(amount, 'en');
let token: string;
const open = (ticket: TransactionDetail, handlers: Record<string, ApiHandler> = {}, notice?: string) => {
  fakeApi({ 'GET /api/transaction/get/5': () => ({ data: ticket }), ...handlers }, token);
  renderRoute(
    notice ? { pathname: '/tiket-detail/5', state: { notice } } : '/tiket-detail/5',
    '/tiket-detail/:id',
    <StaticLanguage language="en">
      <TiketDetailScreen save={() => 'blob:x'} />
    </StaticLanguage>,
  );
};
const row = (container: HTMLElement, term: string) =>
  within(container).getByText(term).closest('div')?.querySelector('dd')?.textContent;
const sectionOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  token = signIn(Date.now());
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  setApiClient(undefined);
});

describe('tiket-detail in English', () => {
  it('offers the actions with their costs, confirms a cancellation, then shows the refund and the history', async () => {
    open(PAID, { 'POST /api/ticket/5/cancel': () => ({ data: { ticket: CANCELLED, payment: null } }) });
    expect(await screen.findByRole('heading', { name: 'Change or Cancel Ticket' })).toBeInTheDocument();
    const reschedule = screen.getByRole('link', { name: 'Change Departure' });
    expect(reschedule).toHaveAttribute('href', '/tiket-detail/5/ubah-jadwal');
    expect(reschedule).toHaveAccessibleDescription(`Fee 10 %: ${rp(29_115)}`);
    const cancel = screen.getByRole('button', { name: 'Cancel Ticket' });
    expect(cancel).toHaveAccessibleDescription(`Refund 75 %: ${rp(218_362)}`);
    expect(screen.getByRole('button', { name: 'Correct Details' })).toHaveAccessibleDescription('Free until check-in.');

    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Ticket' });
    expect(within(dialog).getByText(/can no longer be used\. Continue\?/)).toBeInTheDocument();
    expect(row(dialog, 'Ticket price')).toBe(rp(291_150));
    expect(row(dialog, 'Refund (75 %)')).toBe(rp(218_362));
    expect(row(dialog, 'Deduction')).toBe(rp(72_788));
    expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel Ticket' }));
    expect(await screen.findByText('Ticket cancelled. See the refund status below.')).toHaveAttribute('role', 'status');
    const refund = await sectionOf('Refund');
    expect(row(refund, 'Amount')).toBe(rp(218_362));
    expect(row(refund, 'Percentage')).toBe('75 %');
    expect(row(refund, 'Status')).toBe('Being processed');
    const history = await sectionOf('Ticket Change History');
    expect(within(history).getByText('Cancellation')).toBeInTheDocument();
    expect(row(history, 'Refund')).toBe(rp(218_362));
    expect(row(history, 'By')).toBe('Andi');
  });

  it("shows the machine's failure and Ubah Jadwal's outcome in English", async () => {
    open(
      PAID,
      { 'POST /api/ticket/5/cancel': () => ({ status: 500, message: 'boom' }) },
      'Jadwal tiket berhasil diubah.',
    );
    expect(await screen.findByText('The ticket was moved to the new departure.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Ticket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel Ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request could not be processed. Please try again.');
  });

  it('opens a cancelled departure with its closure card, the reason and the two free choices', async () => {
    open({ ...PAID, actions: ACTIONS_OPERATOR, closure: { reason: 'cuaca', note: 'Angin kencang', windKnots: 20 } });
    const closure = await sectionOf('Cancelled by the operator');
    expect(row(closure, 'Reason')).toBe('Weather / harbour master (wind 20 knots): Angin kencang');
    expect(within(closure).getByText(/The operator cancelled this departure\./)).toBeInTheDocument();
    expect(await within(closure).findByRole('link', { name: 'Change Departure' })).toHaveAccessibleDescription('Free');
    fireEvent.click(within(closure).getByRole('button', { name: 'Request a Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Refund' });
    expect(row(dialog, 'Refund (100 %)')).toBe(rp(291_150));
    expect(within(dialog).getByRole('button', { name: 'Yes, Request Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct Details' })).toBeNull();
  });

  it('writes a held departure and a paused sale in English', async () => {
    open({ ...PAID, actions: { ...ACTIONS_OPERATOR, operatorCancelled: false, departureHeld: true } });
    const held = await sectionOf('Held by the operator');
    expect(within(held).getByText(/The operator is holding this departure\./)).toBeInTheDocument();
    cleanup();
    open({ ...PAID, actions: { ...PAID.actions!, departureStopped: true } });
    expect(await screen.findByText(/The operator has paused ticket sales/)).toBeInTheDocument();
  });

  it("Correct Details: the form's labels, its messages and the confirmation in English", async () => {
    open(PAID);
    fireEvent.click(await screen.findByRole('button', { name: 'Correct Details' }));
    const plate = await screen.findByLabelText('Plate number');
    expect(plate).toHaveValue('BK 1234 ABC');
    expect(screen.getByRole('group', { name: 'Driver' })).toBeInTheDocument();
    expect(screen.getByLabelText('Driver name')).toHaveValue('Budi');
    expect(screen.getByLabelText('Driver age')).toHaveValue('40');
    expect(screen.getByLabelText('Driver home town')).toHaveValue('Medan');
    expect(screen.getByRole('group', { name: 'Passenger 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passenger 1 name')).toHaveValue('Sari');
    expect(screen.getByLabelText('Vehicle class')).toHaveAccessibleDescription(
      'The vehicle class cannot be changed here.',
    );

    type('Plate number', 'BK1234');
    type('Passenger 1 age', '');
    fireEvent.click(screen.getByRole('button', { name: 'Review Changes' }));
    expect(await screen.findByText('Plate number is not valid.')).toBeVisible();
    expect(screen.getByLabelText('Passenger 1 age')).toHaveAccessibleDescription('Age is required.');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the marked fields.');

    type('Plate number', 'BK 1234 ABD');
    type('Passenger 1 age', '31');
    fireEvent.click(screen.getByRole('button', { name: 'Review Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the corrections?' });
    expect(within(dialog).getByText('These details will change:')).toBeInTheDocument();
    expect(within(dialog).getByText('Plate number: BK 1234 ABC → BK 1234 ABD')).toBeInTheDocument();
    expect(within(dialog).getByText('Passenger 1 age: 30 → 31')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, Save' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Change or Cancel Ticket' })).toBeInTheDocument();
  });

  it('shows a paid move waiting for its payment, and the history names the corrected fields, in English', async () => {
    const changes = [
      {
        ...CANCELLED.changes![0]!,
        id: 12,
        kind: 'correct' as const,
        refundAmount: null,
        fields: ['Plat nomor', 'Umur penumpang 1'],
      },
    ];
    open({ ...PENDING, changes });
    const pending = await sectionOf('Departure change awaiting payment');
    expect(row(pending, 'New departure')).toBe('Simanindo – Tigaras, Monday, November 23, 2026 10:00 WIB');
    expect(row(pending, 'Amount to pay')).toBe(rp(45_000));
    const history = await sectionOf('Ticket Change History');
    expect(within(history).getByText('Correct Details')).toBeInTheDocument();
    expect(row(history, 'Details corrected')).toBe('Plate number, Passenger 1 age');
  });
});
