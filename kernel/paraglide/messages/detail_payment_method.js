/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Payment_MethodInputs */

const id_detail_payment_method = /** @type {(inputs: Detail_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metode Pembayaran`)
};

const en_detail_payment_method = /** @type {(inputs: Detail_Payment_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Method`)
};

/**
* | output |
* | --- |
* | "Payment Method" |
*
* @param {Detail_Payment_MethodInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_payment_method = /** @type {((inputs?: Detail_Payment_MethodInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Payment_MethodInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_payment_method(inputs)
	return id_detail_payment_method(inputs)
});