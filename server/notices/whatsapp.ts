// Notices over WhatsApp (Meta's Cloud API), through the OTP's transport (../otp/whatsapp.ts: the
// same credentials, number format, timeout and bounded retries). Each kind is a "utility" template
// approved in WhatsApp Manager; its body's {{1}}, {{2}}, … are the notice's parameters in the order
// below. The ticket template (WHATSAPP_TICKET_TEMPLATE, default 'seberang_tiket', language
// WHATSAPP_TICKET_TEMPLATE_LANGUAGE, default 'id'), for example:
//   "Tiket {{1}} sudah dibayar. {{2}}, {{3}} pukul {{4}}. Lihat tiket Anda: {{5}}"
// The closure template (WHATSAPP_CLOSED_TEMPLATE, default 'seberang_keberangkatan_ditutup'):
//   "Keberangkatan {{1}} {{2}} pukul {{3}} {{4}} oleh operator. Alasan: {{5}}. Tiket {{6}}: pilih
//    langkah Anda di {{7}}"
// The delay template (WHATSAPP_DELAYED_TEMPLATE, default 'seberang_keberangkatan_tertunda', issue #38):
//   "Keberangkatan {{1}} {{2}} pukul {{3}} diundur ke {{4}} pukul {{5}}. Alasan: {{6}}. {{7}} Tiket
//    {{8}}: {{9}}"
// The reminder template (WHATSAPP_REMINDER_TEMPLATE, default 'seberang_pengingat'):
//   "Pengingat: tiket {{1}}, {{2}}, {{3}} pukul {{4}}. {{5}} Tiket Anda: {{6}}"
// A template per language (issue #40): each name is approved in Indonesian and in English in
// WhatsApp Manager; a notice whose `params.language` is 'en' (every kind: the passenger's account
// language) is sent with the English one, its parameters already in English (./words.ts), any other
// with the configured language. The English bodies (messages/en.json `notice_*`, ./text.ts), with
// the parameters in the same order:
//   ticket: "Ticket {{1}} is paid. {{2}}, {{3}} at {{4}}. See your ticket: {{5}}"
//   closure: "The {{1}} departure on {{2}} at {{3}} has been {{4}} by the operator. Reason: {{5}}.
//    Ticket {{6}}: choose what to do at {{7}}"
//   delay: "The {{1}} departure on {{2}} at {{3}} is delayed to {{4}} at {{5}}. Reason: {{6}}. {{7}}
//    Ticket {{8}}: {{9}}"
//   reminder: "Reminder: ticket {{1}}, {{2}}, {{3}} at {{4}}. {{5}} Your ticket: {{6}}"
import { createWhatsAppTransport, type WhatsAppTransportOptions } from '../otp/whatsapp';
import type { NoticeSender } from './sender';

/** The body parameters of each kind's template, in order. */
export const TEMPLATE_PARAMS: Record<string, readonly string[]> = {
  ticket: ['invoice', 'route', 'date', 'time', 'link'],
  departure_closed: ['route', 'date', 'time', 'status', 'reason', 'invoice', 'link'],
  departure_delayed: ['route', 'date', 'time', 'newDate', 'newTime', 'reason', 'choices', 'invoice', 'link'],
  reminder: ['invoice', 'route', 'date', 'time', 'advice', 'link'],
};

export interface NoticeTemplate {
  name: string;
  language: string;
}

export interface WhatsAppNoticeOptions extends WhatsAppTransportOptions {
  /** The template of each kind (e.g. { ticket: { name: 'seberang_tiket', language: 'id' } }). */
  templates: Record<string, NoticeTemplate>;
}

export function createWhatsAppNoticeSender(opts: WhatsAppNoticeOptions): NoticeSender {
  const send = createWhatsAppTransport(opts);
  return {
    name: 'whatsapp',
    async send(notice) {
      const template = opts.templates[notice.kind];
      const names = TEMPLATE_PARAMS[notice.kind];
      if (!template || !names) throw new Error(`no WhatsApp template for notice kind '${notice.kind}'`);
      const parameters = names.map((n) => ({ type: 'text', text: notice.params[n] ?? '' }));
      const language = notice.params['language'] === 'en' ? 'en' : template.language;
      return send(notice.phoneNumber, { ...template, language, components: [{ type: 'body', parameters }] });
    },
  };
}
