/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ route: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, newDate: NonNullable<unknown>, newTime: NonNullable<unknown>, reason: NonNullable<unknown>, choices: NonNullable<unknown>, invoice: NonNullable<unknown>, link: NonNullable<unknown> }} Notice_DelayedInputs */

const id_notice_delayed = /** @type {(inputs: Notice_DelayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keberangkatan ${i?.route} ${i?.date} pukul ${i?.time} diundur ke ${i?.newDate} pukul ${i?.newTime}. Alasan: ${i?.reason}. ${i?.choices} Tiket ${i?.invoice}: ${i?.link}`)
};

const en_notice_delayed = /** @type {(inputs: Notice_DelayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.route} departure on ${i?.date} at ${i?.time} is delayed to ${i?.newDate} at ${i?.newTime}. Reason: ${i?.reason}. ${i?.choices} Ticket ${i?.invoice}: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "The {route} departure on {date} at {time} is delayed to {newDate} at {newTime}. Reason: {reason}. {choices} Ticket {invoice}: {link}" |
*
* @param {Notice_DelayedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_delayed = /** @type {((inputs: Notice_DelayedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_DelayedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_delayed(inputs)
	return id_notice_delayed(inputs)
});