/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ invoice: NonNullable<unknown>, route: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, advice: NonNullable<unknown>, link: NonNullable<unknown> }} Notice_ReminderInputs */

const id_notice_reminder = /** @type {(inputs: Notice_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pengingat: tiket ${i?.invoice}, ${i?.route}, ${i?.date} pukul ${i?.time}. ${i?.advice} Tiket Anda: ${i?.link}`)
};

const en_notice_reminder = /** @type {(inputs: Notice_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ticket ${i?.invoice}, ${i?.route}, ${i?.date} at ${i?.time}. ${i?.advice} Your ticket: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Reminder: ticket {invoice}, {route}, {date} at {time}. {advice} Your ticket: {link}" |
*
* @param {Notice_ReminderInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_reminder = /** @type {((inputs: Notice_ReminderInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ReminderInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_reminder(inputs)
	return id_notice_reminder(inputs)
});