// The push channel of spec §7 / openapi.yaml: STOMP 1.2 over WebSocket at /api/ws, subscribed to
// /topic/messages, bearer token in the CONNECT frame, heart-beat 10 s both ways.
//
// It is a callback actor for the order machine, which owns the connection's life: it invokes this
// actor while on konfirmasi-pesanan and stops it on leaving (that closes the socket). Reconnecting
// is the machine's job too (`after(5000)`, so it runs on the simulated clock in tests): stompjs's
// own reconnect timer is switched off and a dropped connection is reported once, as SOCKET.DROPPED.
//
// Events sent to the parent:
//  - SOCKET.CONNECTED once the server has CONFIRMED the subscription (a RECEIPT for the SUBSCRIBE
//    frame), so an order sent after it can never have its message pushed before we listen;
//  - SOCKET.MESSAGE for every well-formed PaymentMessage of the current user (malformed bodies and
//    other users' messages are ignored);
//  - SOCKET.DROPPED when the connection closes, fails, or the server answers with an ERROR frame.
import type { IFrame, IMessage, StompConfig } from '@stomp/stompjs';
import { fromCallback } from 'xstate';
import type { PaymentMessage, parsePaymentMessage } from './payment-message';

export const SOCKET_PATH = '/api/ws';
export const TOPIC = '/topic/messages';
export const HEARTBEAT_MS = 10_000;
/** A WebSocket that never opens is given up after this long (then SOCKET.DROPPED, then a retry). */
export const CONNECTION_TIMEOUT_MS = 10_000;

/** The pushed body's runtime schema is the kernel's (kernel/wire-payment.ts via kernel/wire.ts), tied to openapi.yaml. */
export type { PaymentMessage };

export type SocketEvent =
  | { type: 'SOCKET.CONNECTED' }
  | { type: 'SOCKET.DROPPED'; reason: string }
  | { type: 'SOCKET.MESSAGE'; message: PaymentMessage };

export type SocketInput = {
  token: string;
  userId: number;
  /** Defaults to ws(s)://<this host>/api/ws. */
  url?: string;
};

/** The part of a stompjs Client this actor uses (tests give a fake). */
export type StompClientLike = {
  activate(): void;
  deactivate(): unknown;
  subscribe(destination: string, callback: (message: IMessage) => void, headers?: Record<string, string>): unknown;
  watchForReceipt(receiptId: string, callback: (frame: IFrame) => void): void;
};

/** ws://host/api/ws on http pages, wss://host/api/ws on https pages. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

/** The stompjs configuration of spec §7: bearer CONNECT header, 10 s heart-beats, no own reconnect. */
export function stompConfig(input: SocketInput): StompConfig {
  return {
    brokerURL: input.url ?? socketUrl(),
    connectHeaders: { Authorization: `Bearer ${input.token}` },
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    // 0 switches stompjs's reconnect off: the order machine waits 5 s and invokes us again.
    reconnectDelay: 0,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
  };
}

let receiptSeq = 0;

/** Makes the client, at once (tests' fakes) or once its code has loaded (stompjs). */
export type StompClientFactory = (config: StompConfig) => StompClientLike | Promise<StompClientLike>;

/**
 * stompjs (~8 KiB gzipped) is loaded when the first connection is made, not with
 * konfirmasi-pesanan's first load: the screen renders while it arrives, and 'Konfirmasi' waits for
 * SOCKET.CONNECTED anyway (bench/bundle.mjs budget).
 */
const loadStompClient: StompClientFactory = async (config) => new (await import('@stomp/stompjs')).Client(config);

/**
 * The message parser (./payment-message.ts, with zod/mini), loaded like stompjs when the socket
 * starts; null when its chunk fails to load.
 */
const loadParser = (): Promise<typeof parsePaymentMessage | null> =>
  import('./payment-message').then(
    (m) => m.parsePaymentMessage,
    () => null,
  );

/** The socket actor over a given client factory (tests pass a fake; the app uses stompjs). */
export function createPaymentSocket(createClient: StompClientFactory = loadStompClient) {
  return fromCallback<{ type: 'SOCKET.NOOP' }, SocketInput>(({ input, sendBack }) => {
    let stopped = false;
    let dropped = false;
    let client: StompClientLike | undefined;
    const send = (event: SocketEvent) => {
      if (!stopped && !dropped) sendBack(event);
    };
    const drop = (reason: string) => {
      if (stopped || dropped) return;
      send({ type: 'SOCKET.DROPPED', reason });
      dropped = true;
    };
    const close = (made: StompClientLike) => void Promise.resolve(made.deactivate()).catch(() => undefined);
    const start = (made: StompClientLike) => {
      if (stopped) return close(made);
      client = made;
      made.activate();
    };
    const config = stompConfig(input);
    // Messages are parsed in the order they came, once the parser is there (it loads with stompjs).
    const parser = loadParser();
    const made = createClient({
      ...config,
      onConnect: () => {
        const receipt = `seberang-sub-${++receiptSeq}`;
        client?.watchForReceipt(receipt, () => send({ type: 'SOCKET.CONNECTED' }));
        client?.subscribe(
          TOPIC,
          (message) =>
            void parser.then((parse) => {
              if (!parse) return drop('payment message parser failed to load');
              const parsed = parse(message.body, input.userId);
              if (parsed) send({ type: 'SOCKET.MESSAGE', message: parsed });
            }),
          { receipt },
        );
      },
      onStompError: (frame) => drop(frame.headers.message ?? 'STOMP error'),
      onWebSocketError: () => drop('WebSocket error'),
      onWebSocketClose: () => drop('WebSocket closed'),
    });
    // A chunk that fails to load (offline) is a dropped connection: the machine retries.
    if (made instanceof Promise) made.then(start, () => drop('stompjs failed to load'));
    else start(made);
    return () => {
      stopped = true;
      if (client) close(client);
    };
  });
}

export const paymentSocket = createPaymentSocket();
