// Tabs of this app tell each other about settled payments (issue #21 §7): a ticket paid in one tab
// (pembayaran-selesai, the simulator's return to tiket-saya, tiket-detail) must not stay 'Menunggu
// Pembayaran' in another. BroadcastChannel('seberang') carries `{ type: 'payment.settled', ids }`:
// the ids of transactions a tab has seen settled (paid, or refund due). A tab that shows one of
// them as still awaiting payment fetches it again; a tab that shows them settled already does
// nothing, so two tabs never answer each other forever. Browsers without BroadcastChannel: the
// refetch on return to the tab (visibilitychange) remains.
export const TICKET_CHANNEL = 'seberang';

export type PaymentSettledMessage = { type: 'payment.settled'; ids: number[] };

const isSettledMessage = (data: unknown): data is PaymentSettledMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as PaymentSettledMessage).type === 'payment.settled' &&
  Array.isArray((data as PaymentSettledMessage).ids) &&
  (data as PaymentSettledMessage).ids.every((id) => Number.isSafeInteger(id));

let sender: BroadcastChannel | null = null;

/** Tells the other tabs that these transactions are settled. */
export function announceSettled(ids: readonly number[]): void {
  if (ids.length === 0 || typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(TICKET_CHANNEL);
  sender.postMessage({ type: 'payment.settled', ids: [...ids] } satisfies PaymentSettledMessage);
}

/** Calls `listener` with the ids another tab saw settled; returns the unsubscribe. */
export function onSettledElsewhere(listener: (ids: number[]) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(TICKET_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (isSettledMessage(event.data)) listener(event.data.ids);
  };
  return () => channel.close();
}
