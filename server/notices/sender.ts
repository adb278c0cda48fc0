// Where notices go (issue #24: the ticket's link after a paid booth or online ticket; #23 adds
// more kinds): the same providers as the one-time codes (../otp/sender.ts). In development the log
// sender writes them to the log (GET /api/dev/notices reads what was queued, from the database);
// NOTICE_SENDER=whatsapp sends WhatsApp template messages (./whatsapp.ts).

import { noticeText } from './text';

/**
 * One notice to deliver: its kind ('ticket', …), the number ('08…') and the template's parameters;
 * `params.language` ('id' when absent, issue #40) is the language of its template.
 */
export interface OutgoingNotice {
  id: number;
  kind: string;
  phoneNumber: string;
  params: Record<string, string>;
}

export interface NoticeSender {
  readonly name: string;
  /** Delivers the notice; answers the provider's message id (or null). Throws when not delivered. */
  send(notice: OutgoingNotice): Promise<string | null>;
}

/** Development: the notice is written to the log (never a secret: a link and the departure). */
export function createLogNoticeSender(log: { info(obj: object, msg: string): void }): NoticeSender {
  return {
    name: 'log',
    async send(notice) {
      // The text as the template of its language reads (./text.ts), where the catalogue has one.
      const text = noticeText(notice.kind, notice.params);
      log.info(
        { noticeId: notice.id, kind: notice.kind, phoneNumber: notice.phoneNumber, params: notice.params, text },
        `notice '${notice.kind}' to ${notice.phoneNumber}${notice.params['link'] ? `: ${notice.params['link']}` : ''}`,
      );
      return null;
    },
  };
}
