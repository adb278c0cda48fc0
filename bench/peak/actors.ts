// The peak day's people (issue #39), each speaking to the servers only through the public API, as
// the app and the staff's screens do: the opening's buyers and scalpers, the two booths, the
// officers at the dock (one phone offline for three departures), the operator's 14:00 hold, and
// the stranded passengers' choices. Every request goes through world.ts's Client.
import { randomUUID } from 'node:crypto';
import { signCallback } from '../../server/payments/signature';
import { PASSWORD } from '../../tests/server/helpers';
import { Cleanup, subscribedUser, type StompTestClient } from '../../tests/server/fixtures/stomp-helpers';
import { MINUTE, VEHICLE_CLASS_ID, rng, type Buyer, type Scenario } from './scenario';
import { PAYMENT_SECRET, sleep, type Answer, type Client } from './world';

/** One person's session: logs in when needed (and again after a 401: the week ends a token). */
export class Person {
  private token: string | null = null;
  constructor(
    readonly id: number,
    readonly phone: string,
    private readonly client: Client,
  ) {}

  async login(): Promise<string> {
    const r = await this.client.call('other', 'POST', '/api/auth/login', {
      body: { phone_number: this.phone, password: PASSWORD },
    });
    if (r.status !== 200) throw new Error(`login of ${this.phone} answered ${r.status}`);
    this.token = r.body.data.token as string;
    return this.token;
  }

  async call(
    kind: Parameters<Client['call']>[0],
    method: string,
    path: string,
    o: { body?: unknown; prefer?: number } = {},
  ) {
    const token = this.token ?? (await this.login());
    let r = await this.client.call(kind, method, path, { ...o, token });
    if (r.status === 401) r = await this.client.call(kind, method, path, { ...o, token: await this.login() });
    return r;
  }

  get bearer(): string | null {
    return this.token;
  }
}

/** Waits until the simulated clock reaches `sim`. */
export async function until(client: Client, sim: number): Promise<void> {
  for (;;) {
    const ahead = sim - client.now();
    if (ahead <= 0) return;
    await sleep(Math.min(250, Math.max(5, ahead / 50)));
  }
}

export function orderBody(scheduleId: number, plate: string, passengers: number, requestId: string) {
  return {
    plate_number: plate,
    driver: { name: 'Budi Santoso', phoneNumber: '081234567890', age: 40, domicile: 'Medan', gender: 'Laki - Laki' },
    passengers: [{ passengerId: 1, amount: passengers }],
    schedule: scheduleId,
    vehicle: VEHICLE_CLASS_ID,
    requestId,
  };
}

export interface Held {
  person: Person;
  scheduleId: number;
  transactionId: number;
  sessionId: string;
}

/** What the run learns at the opening, for the fairness measure and the later actors. */
export interface OpeningLog {
  /** Each first order on a departure: when it was sent (wall ms) and whether it got a place. */
  requests: { scheduleId: number; sent: number; outcome: 'ok' | 'soldOut' | 'other' }[];
  held: Held[];
  accepted: { requestId: string; userId: number; decision?: number | null }[];
  late: Held[];
  scalperAnswers: Map<number, number>;
}

/**
 * An order as the app places it: 202, then the decision over STOMP. If the socket drops or no
 * message comes, the app sends the same order again with the same requestId (the server answers
 * with the same outcome, pushed again). Returns the message, and the order sample's latency
 * becomes the decision's.
 */
export async function placeOrder(
  client: Client,
  cleanup: Cleanup,
  person: Person,
  body: ReturnType<typeof orderBody>,
  log: Pick<OpeningLog, 'accepted'>,
  home: number,
): Promise<{ http: Answer; message: Outcome | null }> {
  const accepted: OpeningLog['accepted'][number] = { requestId: body.requestId, userId: person.id, decision: null };
  for (let attempt = 0; attempt < 5; attempt++) {
    let ws: StompTestClient | null = null;
    const inst = client.pick(home + attempt);
    try {
      if (inst && person.bearer) ws = await subscribedUser(cleanup, inst.ws, person.bearer);
    } catch {
      ws = null;
    }
    const before = client.samples.length;
    const http = await person.call('order', 'POST', '/api/transaction/order', { body, prefer: home + attempt + 1 });
    const sample = client.samples
      .slice(before)
      .reverse()
      .find((s) => s.kind === 'order');
    if (http.status !== 202) {
      ws?.client.deactivate().catch(() => undefined);
      return { http, message: null };
    }
    if (attempt === 0) log.accepted.push(accepted);
    const message = ws
      ? await Promise.race([outcomeOf(ws, body.requestId), ws.closed.then(() => null), sleep(20_000).then(() => null)])
      : null;
    ws?.client.deactivate().catch(() => undefined);
    if (message) {
      accepted.decision = message.status;
      if (sample) sample.ms = client.wall() - sample.wall;
      return { http, message };
    }
  }
  return { http: { status: 0, body: null }, message: null };
}

type Outcome = { status: number; paymentUrl?: string | null; transactionId?: number; requestId?: string };

/** This order's outcome: the user's socket carries every push of theirs (a scalper's other orders too). */
async function outcomeOf(ws: StompTestClient, requestId: string): Promise<Outcome> {
  for (;;) {
    const m = JSON.parse((await ws.messages.next()).body) as Outcome;
    if (m.requestId === requestId) return m;
  }
}

export const sessionOf = (paymentUrl: string) => paymentUrl.slice(paymentUrl.lastIndexOf('/') + 1);

/** The simulator's signed callback: the payment page was paid (or never, for the abandoned). */
export async function pay(client: Client, sessionId: string): Promise<Answer> {
  return client.call('payment', 'POST', '/api/payment/callback', {
    body: signCallback(PAYMENT_SECRET, {
      sessionId,
      status: 'PAID',
      bankName: 'BCA',
      paymentMethod: 'Virtual Account',
      paidAt: new Date(client.now()).toISOString(),
    }),
  });
}

/** One would-be buyer at the opening: arrives, searches, orders, maybe retries the next one, pays or not. */
export async function openingBuyer(
  client: Client,
  cleanup: Cleanup,
  s: Scenario,
  departures: number[],
  ports: Map<string, number>,
  b: Buyer,
  person: Person,
  log: OpeningLog,
): Promise<void> {
  await until(client, b.arrival);
  let want = b.wants;
  const from = s.departures[want]!.from;
  await client.call('search', 'GET', `/api/schedule/get-all/${s.day}?fromRoute=${ports.get(from)}`);
  const plate = `BK ${(b.index % 9000) + 1000} PK`;
  for (let attempt = 0; attempt < (b.retries ? 2 : 1); attempt++) {
    const scheduleId = departures[want]!;
    const sent = client.wall();
    const body = orderBody(scheduleId, plate, b.passengers, randomUUID());
    const { http, message } = await placeOrder(client, cleanup, person, body, log, b.index);
    const ok = message?.status === 200 && typeof message.paymentUrl === 'string';
    if (attempt === 0)
      log.requests.push({ scheduleId, sent, outcome: ok ? 'ok' : message?.status === 500 ? 'soldOut' : 'other' });
    if (ok) {
      const held: Held = {
        person,
        scheduleId,
        transactionId: message.transactionId!,
        sessionId: sessionOf(message.paymentUrl!),
      };
      log.held.push(held);
      if (b.payment === 'pays') {
        await sleep(200 + (b.index % 7) * 300);
        await pay(client, held.sessionId);
      } else if (b.payment === 'late') log.late.push(held);
      return;
    }
    // 'Tiket habis': the app offers the next departure the same way; some take it.
    if (http.status !== 202 || message?.status !== 500 || want + 2 >= departures.length) return;
    want += 2;
  }
}

/** A scalper: many orders at once from one account, each car its own plate (the limit answers 429). */
export async function scalper(
  client: Client,
  cleanup: Cleanup,
  s: Scenario,
  departures: number[],
  person: Person,
  n: number,
  log: OpeningLog,
): Promise<void> {
  await until(client, s.opening + 5_000 + n * 3_000);
  await person.login();
  await Promise.all(
    Array.from({ length: s.scalperOrders }, async (_, k) => {
      const body = orderBody(departures[k % departures.length]!, `BK ${n * 100 + k + 1} SC`, 3, randomUUID());
      const { http, message } = await placeOrder(client, cleanup, person, body, log, n + k);
      const key = http.status === 202 ? (message?.status ?? 0) : http.status;
      log.scalperAnswers.set(key, (log.scalperAnswers.get(key) ?? 0) + 1);
    }),
  );
}

export const MINUTES = (n: number) => n * MINUTE;
export { rng };
