import { Banner } from './banner';
import { noticeText, noticeTone, type NoticeState } from '../lib/notice-messages';

/** The state of a ticket's latest WhatsApp notice (issue #23), announced politely (role=status). */
export function NoticeBanner({ notice }: { notice: NoticeState | null | undefined }) {
  if (!notice) return null;
  return <Banner tone={noticeTone(notice)}>{noticeText(notice)}</Banner>;
}
