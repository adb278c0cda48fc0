// The STOMP 1.2 hub against the real @stomp/stompjs client, plus raw WebSocket peers for the
// byte-level cases (split frames, escaping, malformed input) that stompjs never produces.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { encodeFrame, escapeHeader, unescapeHeader } from '../../server/platform/push/frame';
import { StompParser } from '../../server/platform/push/parser';
import {
  ALICE,
  BOB,
  Cleanup,
  RawPeer,
  WS_PATH,
  startHubServer,
  stompClient,
  subscribedUser,
} from './fixtures/stomp-helpers';

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('StompParser', () => {
  const parse = (chunks: Array<string | Buffer>, max = 1024) => {
    const parser = new StompParser(max);
    const results = chunks.map((c) => parser.push(typeof c === 'string' ? Buffer.from(c) : c));
    return {
      frames: results.flatMap((r) => r.frames),
      error: results.find((r) => r.error)?.error ?? null,
    };
  };

  it('parses several frames and heart-beat EOLs in one chunk, with LF and CRLF line ends', () => {
    const { frames, error } = parse([
      '\n\r\nSUBSCRIBE\r\nid:0\r\ndestination:/topic/messages\r\n\r\n\0\n\nUNSUBSCRIBE\nid:0\n\n\0\r\n',
    ]);
    expect(error).toBeNull();
    expect(frames.map((f) => f.command)).toEqual(['SUBSCRIBE', 'UNSUBSCRIBE']);
    expect(Object.fromEntries(frames[0]!.headers)).toEqual({ id: '0', destination: '/topic/messages' });
  });

  it('reassembles a frame split at every byte, including inside CRLF and a multi-byte character', () => {
    const bytes = Buffer.from('SEND\r\ndestination:/q\r\ncontent-length:5\r\n\r\nné\0x\0\r\n');
    const { frames, error } = parse([...bytes].map((b) => Buffer.from([b])));
    expect(error).toBeNull();
    expect(frames).toHaveLength(1);
    expect(frames[0]!.headers.get('destination')).toBe('/q');
    expect(frames[0]!.body.toString('utf8')).toBe('né\0x');
  });

  it('honours content-length (a body may contain NUL) and repeated headers keep the first value', () => {
    const { frames, error } = parse(['SEND\nx:1\nx:2\ncontent-length:3\n\na\0b\0ACK\nid:9\n\n\0']);
    expect(error).toBeNull();
    expect(frames.map((f) => f.command)).toEqual(['SEND', 'ACK']);
    expect(frames[0]!.headers.get('x')).toBe('1');
    expect(frames[0]!.body.toString()).toBe('a\0b');
  });

  it('unescapes headers except on CONNECT and STOMP', () => {
    const { frames } = parse(['SUBSCRIBE\nid:a\\cb\\\\c\\nd\\re\n\n\0CONNECT\nlogin:x\\cy\n\n\0']);
    expect(frames[0]!.headers.get('id')).toBe('a:b\\c\nd\re');
    expect(frames[1]!.headers.get('login')).toBe('x\\cy');
  });

  it.each([
    ['an undefined escape', 'SUBSCRIBE\nid:a\\tb\n\n\0', /escape/],
    ['a trailing backslash', 'SUBSCRIBE\nid:ab\\\n\n\0', /escape/],
    ['a header without colon', 'SUBSCRIBE\nid\n\n\0', /header/i],
    ['an empty header name', 'SUBSCRIBE\n:x\n\n\0', /header/i],
    ['NUL inside the headers', 'SUBSCRIBE\nid:1\0', /headers/],
    ['a bad content-length', 'SEND\ncontent-length:-1\n\n\0', /content-length/],
    ['no NUL after content-length octets', 'SEND\ncontent-length:1\n\nab\0', /NUL/],
  ])('reports %s as malformed', (_name, input, message) => {
    const { error } = parse([input]);
    expect(error?.kind).toBe('malformed');
    expect(error?.message).toMatch(message);
  });

  it('reports oversized frames: complete, declared by content-length, or still growing', () => {
    expect(parse([`SEND\n\n${'x'.repeat(2000)}\0`]).error?.kind).toBe('oversized');
    expect(parse(['SEND\ncontent-length:5000\n\n']).error?.kind).toBe('oversized');
    expect(parse(['SEND\n\n', 'x'.repeat(600), 'x'.repeat(600)]).error?.kind).toBe('oversized');
    expect(parse([`SEND\n${'h:v\n'.repeat(300)}`]).error?.kind).toBe('oversized');
    expect(parse([`SEND\n\n${'x'.repeat(1000)}\0`], 1024).error).toBeNull();
  });

  it('keeps an incomplete frame pending without error', () => {
    const parser = new StompParser(1024);
    expect(parser.push(Buffer.from('SUBSCRIBE\nid:1\n'))).toEqual({ frames: [], error: null });
    expect(parser.push(Buffer.from('\n')).frames).toEqual([]);
    expect(parser.push(Buffer.from('\0')).frames).toHaveLength(1);
  });
});

describe('frame encoding', () => {
  it('escapes and unescapes header values symmetrically', () => {
    const value = 'a:b\\c\nd\re';
    expect(escapeHeader(value)).toBe('a\\cb\\\\c\\nd\\re');
    expect(unescapeHeader(escapeHeader(value))).toBe(value);
  });

  it('adds content-length in bytes and never escapes CONNECTED', () => {
    expect(encodeFrame('MESSAGE', [['destination', '/a:b']], '"é"')).toBe(
      'MESSAGE\ndestination:/a\\cb\ncontent-length:4\n\n"é"\0',
    );
    expect(encodeFrame('CONNECTED', [['server', 'x:y']])).toBe('CONNECTED\nserver:x:y\n\n\0');
  });
});

describe('STOMP hub with @stomp/stompjs', () => {
  it('connects, subscribes and receives a deliverLocal JSON body with the MESSAGE headers', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = stompClient(cleanup, url, bearer(ALICE.token));
    const connected = await alice.connected;
    expect(connected.headers).toMatchObject({ version: '1.2', server: 'seberang/1.0' });
    expect(connected.headers.session).toMatch(/\S/);
    expect(hub.sessionCount()).toBe(1);
    const subscriptionId = await alice.subscribe();

    const body = { userId: ALICE.id, status: 200, paymentUrl: 'https://pay.example/abc', requestId: 'rq-1' };
    expect(hub.deliverLocal(ALICE.id, body)).toBe(1);
    const message = await alice.messages.next();
    expect(JSON.parse(message.body)).toEqual(body);
    expect(message.headers).toMatchObject({
      subscription: subscriptionId,
      destination: '/topic/messages',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(message.body)),
    });
    expect(message.headers['message-id']).toMatch(/\S/);
  });

  it("delivers per user: neither user receives the other user's messages", async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token);
    const bob = await subscribedUser(cleanup, url, BOB.token);

    expect(hub.deliverLocal(ALICE.id, { userId: ALICE.id, status: 200, n: 1 })).toBe(1);
    expect(hub.deliverLocal(BOB.id, { userId: BOB.id, status: 500, n: 2 })).toBe(1);
    expect(hub.deliverLocal(3, { userId: 3, status: 200 })).toBe(0);
    // Markers: each socket is ordered, so anything misrouted would have arrived before its marker.
    hub.deliverLocal(ALICE.id, { marker: 'alice' });
    hub.deliverLocal(BOB.id, { marker: 'bob' });
    const bodies = async (c: typeof alice) => [
      JSON.parse((await c.messages.next()).body),
      JSON.parse((await c.messages.next()).body),
    ];
    expect(await bodies(alice)).toEqual([{ userId: ALICE.id, status: 200, n: 1 }, { marker: 'alice' }]);
    expect(await bodies(bob)).toEqual([{ userId: BOB.id, status: 500, n: 2 }, { marker: 'bob' }]);
  });

  it('delivers to every session and every subscription of the same user', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const tab1 = await subscribedUser(cleanup, url, ALICE.token);
    const tab2 = await subscribedUser(cleanup, url, ALICE.token);
    await tab2.subscribe();
    expect(hub.sessionCount()).toBe(2);
    expect(hub.deliverLocal(ALICE.id, { userId: ALICE.id, status: 200 })).toBe(3);
    await tab1.messages.next();
    await tab2.messages.next();
    await tab2.messages.next();
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', bearer('forged')],
    ['a non-Bearer scheme', { Authorization: `Basic ${ALICE.token}` }],
    ['an authenticate() that throws', bearer('throwing-token')],
  ])('answers %s with ERROR Unauthorized and closes', async (_name, headers) => {
    const { hub, url } = await startHubServer(cleanup);
    const c = stompClient(cleanup, url, headers);
    const error = await c.errors.next();
    expect(error.headers.message).toBe('Unauthorized');
    await c.closed;
    expect(hub.sessionCount()).toBe(0);
  });

  it('accepts the lowercase authorization header and the STOMP command', async () => {
    const { url } = await startHubServer(cleanup);
    const c = stompClient(cleanup, url, { authorization: `Bearer ${BOB.token}` });
    await c.connected;
    const raw = await RawPeer.open(cleanup, url);
    raw.send(`STOMP\naccept-version:1.0,1.1,1.2\nhost:x\nAuthorization:Bearer ${ALICE.token}\n\n\0`);
    expect((await raw.frames.next()).command).toBe('CONNECTED');
  });

  it('offers the configured heart-beat both ways in CONNECTED', async () => {
    const { url } = await startHubServer(cleanup);
    const c = stompClient(cleanup, url, bearer(ALICE.token));
    expect((await c.connected).headers['heart-beat']).toBe('10000,10000');
    const { url: url2 } = await startHubServer(cleanup, { heartbeatMs: 0 });
    const c2 = stompClient(cleanup, url2, bearer(ALICE.token));
    expect((await c2.connected).headers['heart-beat']).toBe('0,0');
  });

  it('answers receipts and a DISCONNECT with receipt, then closes the session', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token); // subscribe waits for its RECEIPT
    expect(hub.sessionCount()).toBe(1);
    const receipt = new Promise<string | undefined>((resolve) => {
      alice.client.onDisconnect = (frame) => resolve(frame.headers['receipt-id']);
    });
    await alice.client.deactivate();
    expect(await receipt).toMatch(/^close-/);
    expect(hub.sessionCount()).toBe(0);
    expect(hub.deliverLocal(ALICE.id, { userId: ALICE.id, status: 200 })).toBe(0);
  });

  it('stops delivery after UNSUBSCRIBE and resumes on a new subscription', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = stompClient(cleanup, url, bearer(ALICE.token));
    await alice.connected;
    // stompjs drops a subscription's callback as soon as unsubscribe() is called, so each delivery
    // is awaited before the next unsubscribe.
    const received = async (count: number) => {
      const messages = await Promise.all(Array.from({ length: count }, () => alice.messages.next()));
      return messages.map((m) => [m.headers.subscription, JSON.parse(m.body)]);
    };
    const first = await alice.subscribe();
    const second = await alice.subscribe();
    expect(hub.deliverLocal(ALICE.id, { n: 1 })).toBe(2);
    expect(await received(2)).toEqual([
      [first, { n: 1 }],
      [second, { n: 1 }],
    ]);
    await alice.unsubscribe(first);
    expect(hub.deliverLocal(ALICE.id, { n: 2 })).toBe(1);
    expect(await received(1)).toEqual([[second, { n: 2 }]]);
    await alice.unsubscribe(second);
    expect(hub.deliverLocal(ALICE.id, { n: 3 })).toBe(0);
    const third = await alice.subscribe();
    expect(hub.deliverLocal(ALICE.id, { n: 4 })).toBe(1);
    expect(await received(1)).toEqual([[third, { n: 4 }]]);
  });

  it('works over the v11.stomp sub-protocol name, still speaking STOMP 1.2', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const c = stompClient(cleanup, url, bearer(ALICE.token), ['v11.stomp']);
    expect((await c.connected).headers.version).toBe('1.2');
    await c.subscribe();
    hub.deliverLocal(ALICE.id, { ok: true });
    expect(JSON.parse((await c.messages.next()).body)).toEqual({ ok: true });
  });

  it('closes every socket on hub.close()', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const alice = await subscribedUser(cleanup, url, ALICE.token);
    await hub.close();
    expect((await alice.closed).code).toBe(1001);
    expect(hub.sessionCount()).toBe(0);
  });
});

describe('STOMP hub with raw WebSocket peers', () => {
  it('negotiates the sub-protocol, preferring v12.stomp', async () => {
    const { url } = await startHubServer(cleanup);
    expect((await RawPeer.open(cleanup, url, ['v10.stomp', 'v12.stomp'])).ws.protocol).toBe('v12.stomp');
    expect((await RawPeer.open(cleanup, url, ['v11.stomp'])).ws.protocol).toBe('v11.stomp');
  });

  it('leaves upgrades on other paths to other listeners', async () => {
    const { server, port } = await startHubServer(cleanup);
    const other = new WebSocketServer({ noServer: true });
    cleanup.add(() => new Promise<void>((resolve) => other.close(() => resolve())));
    server.on('upgrade', (req, socket, head) => {
      if (req.url === '/other') other.handleUpgrade(req, socket, head, (ws) => ws.send('hello from other'));
    });
    const ws = new WebSocket(`ws://127.0.0.1:${port}/other`);
    const greeting = await new Promise<string>((resolve) =>
      ws.once('message', (d) => resolve((d as Buffer).toString())),
    );
    expect(greeting).toBe('hello from other');
    ws.terminate();
  });

  it('reports the heart-beat offer whatever the client asks, and pings at max(server, client)', async () => {
    const { url } = await startHubServer(cleanup, { heartbeatMs: 20 });
    const peer = await RawPeer.open(cleanup, url);
    // The client wants a beat every 5 ms but never sends any (cx = 0): the server pings every 20 ms
    // and, having nothing to expect, never drops the silent client.
    const connected = await peer.connect(ALICE.token, '0,5');
    expect(connected.headers['heart-beat']).toBe('20,20');
    expect(connected.headers.version).toBe('1.2');
    expect(await peer.heartbeats.next()).toBe(1);
    expect(await peer.heartbeats.next()).toBe(2);
    expect(await peer.heartbeats.next()).toBe(3);
    expect(peer.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('drops a peer that promised heart-beats and went silent', async () => {
    const { hub, url } = await startHubServer(cleanup, { heartbeatMs: 20 });
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect(ALICE.token, '20,0');
    expect(hub.sessionCount()).toBe(1);
    await peer.closed;
    expect(hub.sessionCount()).toBe(0);
  });

  it('keeps a peer that sends heart-beats', async () => {
    const { hub, url } = await startHubServer(cleanup, { heartbeatMs: 40 });
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect(ALICE.token, '40,40');
    // Answer each server ping with one of ours; six pings span well over 2 × 40 ms of our silence
    // limit, so a wrong watchdog would have dropped us by then.
    for (let n = 1; n <= 6; n++) {
      expect(await peer.heartbeats.next()).toBe(n);
      peer.send('\n');
    }
    expect(peer.ws.readyState).toBe(WebSocket.OPEN);
    expect(hub.sessionCount()).toBe(1);
  });

  it('drops a socket that never sends CONNECT', async () => {
    const { url } = await startHubServer(cleanup, { heartbeatMs: 20 });
    const peer = await RawPeer.open(cleanup, url);
    await peer.closed;
  });

  it('refuses CONNECT without 1.2 in accept-version', async () => {
    const { url } = await startHubServer(cleanup);
    for (const versions of ['', 'accept-version:1.0,1.1\n']) {
      const peer = await RawPeer.open(cleanup, url);
      peer.send(`CONNECT\n${versions}Authorization:Bearer ${ALICE.token}\n\n\0`);
      const error = await peer.expectErrorAndClose();
      expect(error.command).toBe('ERROR');
      expect(error.headers).toMatchObject({ message: 'Supported protocol versions are 1.2', version: '1.2' });
    }
  });

  it('passes CONNECT header values through unescaped (STOMP 1.2 exempts CONNECT)', async () => {
    const seen: string[] = [];
    const { url } = await startHubServer(cleanup, {
      authenticate: async (token) => {
        seen.push(token);
        return ALICE.id;
      },
    });
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect('we\\ird.to\\ken');
    expect(seen).toEqual(['we\\ird.to\\ken']);
  });

  it('parses a CONNECT sent one byte per WebSocket message, and frames pipelined behind it', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    const connect = Buffer.from(`CONNECT\r\naccept-version:1.2\r\nAuthorization:Bearer ${ALICE.token}\r\n\r\n\0`);
    for (const byte of connect) peer.send(Buffer.from([byte]));
    // Sent before CONNECTED arrives: the server queues them behind authentication.
    peer.send(
      '\nSUBSCRIBE\nid:s\\c1\ndestination:/topic/messages\nreceipt:a\n\n\0\r\n\nSUBSCRIBE\nid:s2\ndestination:/topic/messages\nreceipt:b\n\n\0',
    );
    expect((await peer.frames.next()).command).toBe('CONNECTED');
    expect(await peer.frames.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'a' }, body: '' });
    expect(await peer.frames.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'b' }, body: '' });

    expect(hub.deliverLocal(ALICE.id, { ok: 'ü' })).toBe(2);
    const first = await peer.frames.next();
    expect(first.command).toBe('MESSAGE');
    expect(first.headers.subscription).toBe('s:1');
    expect(first.raw).toContain('\nsubscription:s\\c1\n'); // escaped on the wire, as the client sent it
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength('{"ok":"ü"}')));
    expect(JSON.parse(first.body)).toEqual({ ok: 'ü' });
    expect((await peer.frames.next()).headers.subscription).toBe('s2');
  });

  it('honours content-length on client frames (a body may hold NUL)', async () => {
    const { url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect();
    peer.send('ACK\nid:1\ncontent-length:3\nreceipt:x\n\n\0\0\0\0');
    peer.send(Buffer.from('ACK\nid:2\nreceipt:y\n\n\0'));
    expect((await peer.frames.next()).headers['receipt-id']).toBe('x');
    expect((await peer.frames.next()).headers['receipt-id']).toBe('y');
  });

  it('answers DISCONNECT with its receipt and closes', async () => {
    const { hub, url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect();
    peer.send('DISCONNECT\nreceipt:77\n\n\0');
    expect(await peer.frames.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': '77' } });
    expect((await peer.closed).code).toBe(1000);
    expect(hub.sessionCount()).toBe(0);
  });

  it('rejects a frame before CONNECT with ERROR, and keeps serving others', async () => {
    const { url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    peer.send('SUBSCRIBE\nid:1\ndestination:/topic/messages\nreceipt:r1\n\n\0');
    const error = await peer.expectErrorAndClose();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toMatch(/Expected CONNECT/);
    expect(error.headers['receipt-id']).toBe('r1');
    expect(error.headers['content-type']).toBe('text/plain');
    await (
      await subscribedUser(cleanup, url, ALICE.token)
    ).connected;
  });

  it.each([
    ['a header line without colon', 'SUBSCRIBE\nid\n\n\0', /Malformed header/],
    ['an undefined escape', 'SUBSCRIBE\nid:\\t\ndestination:/topic/messages\n\n\0', /escape/],
    ['NUL inside headers', 'SUBSCRIBE\0', /headers/],
    ['a bad content-length', 'ACK\ncontent-length:x\n\n\0', /content-length/],
    ['an unknown command', 'FROB\n\n\0', /Unknown command/],
    ['a server command', 'MESSAGE\n\n\0', /Unknown command/],
    ['SEND', 'SEND\ndestination:/topic/messages\ncontent-length:2\n\n{}\0', /SEND is not allowed/],
    ['a transaction', 'BEGIN\ntransaction:t\n\n\0', /Transactions/],
    ['a second CONNECT', 'CONNECT\naccept-version:1.2\n\n\0', /Already connected/],
    ['another destination', 'SUBSCRIBE\nid:1\ndestination:/topic/others\n\n\0', /Unknown destination/],
    ['SUBSCRIBE without id', 'SUBSCRIBE\ndestination:/topic/messages\n\n\0', /requires id/],
    ['client acknowledgement', 'SUBSCRIBE\nid:1\ndestination:/topic/messages\nack:client\n\n\0', /ack:auto/],
    [
      'a destination that does not fit a close reason',
      `SUBSCRIBE\nid:1\ndestination:/topic/${'ü'.repeat(200)}\n\n\0`,
      /Unknown destination/,
    ],
    [
      'too many subscriptions',
      Array.from({ length: 33 }, (_, i) => `SUBSCRIBE\nid:${i}\ndestination:/topic/messages\n\n\0`).join(''),
      /At most 32/,
    ],
    [
      'a duplicate subscription id',
      'SUBSCRIBE\nid:1\ndestination:/topic/messages\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/messages\n\n\0',
      /already in use/,
    ],
  ])('answers %s with ERROR and closes, without harming the server', async (_name, input, message) => {
    const { url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect();
    peer.send(input);
    const error = await peer.expectErrorAndClose();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toMatch(message);
    // The server survives and serves the next client.
    await (
      await subscribedUser(cleanup, url, BOB.token)
    ).connected;
  });

  it('answers an invalid heart-beat header with ERROR', async () => {
    const { url } = await startHubServer(cleanup);
    const peer = await RawPeer.open(cleanup, url);
    peer.send(`CONNECT\naccept-version:1.2\nheart-beat:soon\nAuthorization:Bearer ${ALICE.token}\n\n\0`);
    expect((await peer.expectErrorAndClose()).headers.message).toBe('Invalid heart-beat header');
  });

  it.each([
    [
      'in one message',
      (peer: RawPeer) => peer.send(`SUBSCRIBE\nid:1\ndestination:/topic/messages\n\n${'x'.repeat(3000)}\0`),
    ],
    ['declared by content-length', (peer: RawPeer) => peer.send('SEND\ncontent-length:999999\n\n')],
    [
      'growing over several messages',
      (peer: RawPeer) => {
        peer.send('SUBSCRIBE\nid:1\n');
        for (let i = 0; i < 5; i++) peer.send(`h${i}:${'y'.repeat(500)}\n`);
      },
    ],
  ])('answers an oversized frame %s with ERROR and close code 1009', async (_name, sendIt) => {
    const { url } = await startHubServer(cleanup, { maxFrameBytes: 2048 });
    const peer = await RawPeer.open(cleanup, url);
    await peer.connect();
    sendIt(peer);
    const error = await peer.frames.next();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toMatch(/maximum of 2048 bytes/);
    expect((await peer.closed).code).toBe(1009);
  });

  it('refuses new upgrades after close()', async () => {
    const { hub, url } = await startHubServer(cleanup);
    await hub.close();
    const ws = new WebSocket(url, ['v12.stomp']);
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });

  it('keeps a bare http server usable for plain requests', async () => {
    const { port } = await startHubServer(cleanup);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}${WS_PATH}`, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(404);
  });
});
