// The operator's support line (pusat-bantuan) and the app's version and copyright line: one
// place for each, so a new number is changed once.
import { OPERATOR_NAME } from '../../kernel/constants';

/** Support phone number as shown to the user. */
export const SUPPORT_PHONE = '0812-6000-1234';

/** Digits only, national form: 081260001234. */
export const SUPPORT_PHONE_DIGITS = SUPPORT_PHONE.replace(/\D/g, '');

/** International form without '+' (62 replaces the leading 0), as wa.me wants it. */
export const SUPPORT_PHONE_INTERNATIONAL = `62${SUPPORT_PHONE_DIGITS.replace(/^0/, '')}`;

/** The call button's link. */
export const SUPPORT_TEL_URL = `tel:+${SUPPORT_PHONE_INTERNATIONAL}`;

/** The chat button's link (WhatsApp). */
export const SUPPORT_CHAT_URL = `https://wa.me/${SUPPORT_PHONE_INTERNATIONAL}`;

/** Spec §9: version 1.0.0. */
export const APP_VERSION = '1.0.0';

/** The copyright line of the operating company. */
export const COPYRIGHT = `© 2026 ${OPERATOR_NAME}`;
