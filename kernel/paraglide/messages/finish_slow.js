/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_SlowInputs */

const id_finish_slow = /** @type {(inputs: Finish_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi pembayaran belum kami terima. Tiket akan muncul di Tiket Saya begitu pembayaran dikonfirmasi.`)
};

const en_finish_slow = /** @type {(inputs: Finish_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have not received the payment confirmation yet. The ticket will appear in My Tickets as soon as the payment is confirmed.`)
};

/**
* | output |
* | --- |
* | "We have not received the payment confirmation yet. The ticket will appear in My Tickets as soon as the payment is confirmed." |
*
* @param {Finish_SlowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_slow = /** @type {((inputs?: Finish_SlowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_SlowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_slow(inputs)
	return id_finish_slow(inputs)
});