/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_Pay_WithinInputs */

const id_saya_pay_within = /** @type {(inputs: Saya_Pay_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bayar dalam`)
};

const en_saya_pay_within = /** @type {(inputs: Saya_Pay_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay within`)
};

/**
* | output |
* | --- |
* | "Pay within" |
*
* @param {Saya_Pay_WithinInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_pay_within = /** @type {((inputs?: Saya_Pay_WithinInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_Pay_WithinInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_pay_within(inputs)
	return id_saya_pay_within(inputs)
});