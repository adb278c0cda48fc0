/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_ReceivedInputs */

const id_finish_received = /** @type {(inputs: Finish_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembayaran diterima, tiket sedang diterbitkan`)
};

const en_finish_received = /** @type {(inputs: Finish_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment received, your ticket is being issued`)
};

/**
* | output |
* | --- |
* | "Payment received, your ticket is being issued" |
*
* @param {Finish_ReceivedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_received = /** @type {((inputs?: Finish_ReceivedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_ReceivedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_received(inputs)
	return id_finish_received(inputs)
});