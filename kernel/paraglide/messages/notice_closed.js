/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ route: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown>, status: NonNullable<unknown>, reason: NonNullable<unknown>, invoice: NonNullable<unknown>, link: NonNullable<unknown> }} Notice_ClosedInputs */

const id_notice_closed = /** @type {(inputs: Notice_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keberangkatan ${i?.route} ${i?.date} pukul ${i?.time} ${i?.status} oleh operator. Alasan: ${i?.reason}. Tiket ${i?.invoice}: pilih langkah Anda di ${i?.link}`)
};

const en_notice_closed = /** @type {(inputs: Notice_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.route} departure on ${i?.date} at ${i?.time} has been ${i?.status} by the operator. Reason: ${i?.reason}. Ticket ${i?.invoice}: choose what to do at ${i?.link}`)
};

/**
* | output |
* | --- |
* | "The {route} departure on {date} at {time} has been {status} by the operator. Reason: {reason}. Ticket {invoice}: choose what to do at {link}" |
*
* @param {Notice_ClosedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const notice_closed = /** @type {((inputs: Notice_ClosedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ClosedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_notice_closed(inputs)
	return id_notice_closed(inputs)
});