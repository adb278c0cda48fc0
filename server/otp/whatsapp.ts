// OTP over WhatsApp, through Meta's WhatsApp Business Cloud API (why WhatsApp and this API:
// server/otp/README.md, "OTP delivery"). Built to Meta's published contract:
//   POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages
//   Authorization: Bearer {WHATSAPP_TOKEN}
//   { messaging_product: 'whatsapp', to: '628…', type: 'template',
//     template: { name, language: { code }, components: [
//       { type: 'body', parameters: [{ type: 'text', text: CODE }] },
//       { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: CODE }] } ] } }
// The template is an "authentication" template with a copy-code button (its text is preset by
// WhatsApp, in the template's language: Indonesian 'id'); the code goes in the body and in the
// button. Success is 200 with messages[0].id; errors are { error: { message, code, … } }.
//
// Each attempt has a timeout; network errors, timeouts, 429 and 5xx are retried a bounded number
// of times with a short backoff; other 4xx are not (they will not get better). Then the send
// fails with OtpDeliveryError, which the OTP service turns into 502 'OTP could not be sent.'.
// The transport (createWhatsAppTransport) is shared with the ticket notices (../notices/whatsapp.ts).
import type { OtpSender } from './sender';

export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com/v21.0';

export class OtpDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OtpDeliveryError';
  }
}

/** A template message the provider did not take after the bounded retries; `reason` says why. */
export class WhatsAppDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(`WhatsApp message not delivered: ${reason}`);
    this.name = 'WhatsAppDeliveryError';
  }
}

/** The Cloud API connection: credentials, per-attempt timeout and retries. */
export interface WhatsAppTransportOptions {
  token: string;
  phoneNumberId: string;
  apiUrl?: string;
  /** Per attempt (default 5 s). */
  timeoutMs?: number;
  /** Extra attempts after the first (default 2). */
  retries?: number;
  /** Backoff before retry n is n × this (default 500 ms). */
  retryDelayMs?: number;
  fetch?: typeof fetch;
  log?: { warn(o: object, m: string): void };
}

export interface WhatsAppOptions extends WhatsAppTransportOptions {
  template?: string;
  language?: string;
}

/** A template message: its name, language code and components (body/button parameters). */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  components: unknown[];
}

/** '081234567890' → '6281234567890' (the API wants the international number without '+'). */
export function toWhatsAppNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * Sends template messages to a phone number ('08…'); answers the provider's message id (null when
 * it gave none). Retries network errors, timeouts, 429 and 5xx; throws WhatsAppDeliveryError.
 */
export function createWhatsAppTransport(
  opts: WhatsAppTransportOptions,
): (phoneNumber: string, template: WhatsAppTemplate) => Promise<string | null> {
  const url = `${(opts.apiUrl ?? WHATSAPP_DEFAULT_API_URL).replace(/\/+$/, '')}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  const timeoutMs = opts.timeoutMs ?? 5_000;
  const retries = opts.retries ?? 2;
  const retryDelayMs = opts.retryDelayMs ?? 500;
  const doFetch = opts.fetch ?? fetch;

  return async (phoneNumber, template) => {
    const body = JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: toWhatsAppNumber(phoneNumber),
      type: 'template',
      template: { name: template.name, language: { code: template.language }, components: template.components },
    });
    let last = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, attempt * retryDelayMs));
      let status: number;
      let text: string;
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${opts.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = res.status;
        text = await res.text();
      } catch (err) {
        last = `unreachable: ${(err as Error).message}`;
        opts.log?.warn({ attempt, err: last, template: template.name }, 'WhatsApp send failed');
        continue;
      }
      let parsed: { messages?: { id?: unknown }[]; error?: { message?: string; code?: number } } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        // not JSON
      }
      if (status >= 200 && status < 300) {
        const id = parsed.messages?.[0]?.id;
        return typeof id === 'string' ? id : null;
      }
      const error = parsed.error;
      const reason = error ? `${error.code ?? ''} ${error.message ?? ''}`.trim() : '';
      last = `HTTP ${status}${reason ? ` (${reason})` : ''}`;
      opts.log?.warn({ attempt, status, reason, template: template.name }, 'WhatsApp send failed');
      if (status !== 429 && status < 500) break;
    }
    throw new WhatsAppDeliveryError(last);
  };
}

export function createWhatsAppSender(opts: WhatsAppOptions): OtpSender {
  const send = createWhatsAppTransport(opts);
  return {
    async send(phoneNumber, code, language) {
      try {
        await send(phoneNumber, {
          name: opts.template ?? 'seberang_otp',
          // Issue #40: an English request gets the template's English version (Meta writes an
          // authentication template's body in each language it is approved in).
          language: language === 'en' ? 'en' : (opts.language ?? 'id'),
          components: [
            { type: 'body', parameters: [{ type: 'text', text: code }] },
            { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
          ],
        });
      } catch (err) {
        if (err instanceof WhatsAppDeliveryError)
          throw new OtpDeliveryError(`WhatsApp OTP not delivered: ${err.reason}`);
        throw err;
      }
    },
  };
}
