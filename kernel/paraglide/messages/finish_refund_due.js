/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_Refund_DueInputs */

const id_finish_refund_due = /** @type {(inputs: Finish_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran Anda kami terima setelah batas waktu pembayaran, dan tempat pada keberangkatan ini sudah habis. Dana Anda akan dikembalikan.`)
};

const en_finish_refund_due = /** @type {(inputs: Finish_Refund_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your payment after the payment deadline, and this departure is now full. Your money will be refunded.`)
};

/**
* | output |
* | --- |
* | "We received your payment after the payment deadline, and this departure is now full. Your money will be refunded." |
*
* @param {Finish_Refund_DueInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_refund_due = /** @type {((inputs?: Finish_Refund_DueInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_Refund_DueInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_refund_due(inputs)
	return id_finish_refund_due(inputs)
});