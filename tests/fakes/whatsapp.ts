// A local stand-in for Meta's WhatsApp Business Cloud API (POST /{version}/{phone-number-id}/messages
// with a bearer token), enough for OTP delivery and the notices: it checks the documented shape of
// an authentication-template message (copy-code button) or of a utility template with body
// parameters only (the ticket notice), and records what it would deliver. Loopback only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeliveredOtp {
  to: string;
  template: string;
  language: string;
  /** The code in the body parameter (and, checked equal, in the copy-code button). */
  code: string;
}

/** A template message with body parameters only (a notice). */
export interface DeliveredNotice {
  to: string;
  template: string;
  language: string;
  /** The body's {{1}}, {{2}}, … */
  params: string[];
}

export interface FakeWhatsApp {
  /** WHATSAPP_API_URL for the app, e.g. http://127.0.0.1:PORT/v21.0 */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  delivered: DeliveredOtp[];
  notices: DeliveredNotice[];
  requests: number;
  /** The next `failNext` requests answer 500 (a transient error). */
  failNext: number;
  /** 'down': 503 always; 'hang': never answers; 'reject': 400 (a permanent error). */
  mode: 'up' | 'down' | 'hang' | 'reject';
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const error = (message: string, code: number) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' },
});

export async function startFakeWhatsApp(o: { token?: string; phoneNumberId?: string } = {}): Promise<FakeWhatsApp> {
  const token = o.token ?? 'EAAG-fake-token';
  const phoneNumberId = o.phoneNumberId ?? '106540352242922';
  const hanging = new Set<ServerResponse>();
  const fake: FakeWhatsApp = {
    apiUrl: '',
    token,
    phoneNumberId,
    delivered: [],
    notices: [],
    requests: 0,
    failNext: 0,
    mode: 'up',
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== `/v21.0/${phoneNumberId}/messages`)
      return json(res, 404, error('Unknown path', 803));
    fake.requests += 1;
    if (fake.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`)
      return json(res, 401, error('Invalid OAuth access token.', 190));
    if (fake.mode === 'down') return json(res, 503, error('Service temporarily unavailable', 2));
    if (fake.failNext > 0) {
      fake.failNext -= 1;
      return json(res, 500, error('An unknown error occurred', 1));
    }
    if (fake.mode === 'reject')
      return json(res, 400, error('(#131030) Recipient phone number not in allowed list', 131030));
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(res, 400, error('Invalid JSON', 100));
    }
    const components: any[] = body?.template?.components ?? [];
    const bodyParams: any[] = components.find((c) => c.type === 'body')?.parameters ?? [];
    const bodyCode = bodyParams[0]?.text;
    const button = components.find((c) => c.type === 'button');
    const envelope =
      body.messaging_product === 'whatsapp' &&
      body.type === 'template' &&
      /^62\d{8,13}$/.test(String(body.to)) &&
      typeof body.template?.name === 'string' &&
      typeof body.template?.language?.code === 'string';
    if (envelope && !button && components.length === 1) {
      if (!bodyParams.length || !bodyParams.every((p) => p?.type === 'text' && typeof p.text === 'string' && p.text))
        return json(res, 400, error('(#132000) Number of parameters does not match', 132000));
      fake.notices.push({
        to: body.to,
        template: body.template.name,
        language: body.template.language.code,
        params: bodyParams.map((p) => p.text as string),
      });
      return json(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.fakenotice${fake.notices.length}` }],
      });
    }
    const ok =
      envelope &&
      typeof bodyCode === 'string' &&
      button?.sub_type === 'url' &&
      String(button?.index) === '0' &&
      button?.parameters?.[0]?.text === bodyCode;
    if (!ok) return json(res, 400, error('(#100) Invalid parameter', 100));
    fake.delivered.push({
      to: body.to,
      template: body.template.name,
      language: body.template.language.code,
      code: bodyCode,
    });
    return json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id: `wamid.fake${fake.delivered.length}` }],
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, error('fake crashed', 1)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
  return fake;
}
