/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Payment_TimeInputs */

const id_detail_payment_time = /** @type {(inputs: Detail_Payment_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waktu Pembayaran`)
};

const en_detail_payment_time = /** @type {(inputs: Detail_Payment_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Time`)
};

/**
* | output |
* | --- |
* | "Payment Time" |
*
* @param {Detail_Payment_TimeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_payment_time = /** @type {((inputs?: Detail_Payment_TimeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Payment_TimeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_payment_time(inputs)
	return id_detail_payment_time(inputs)
});