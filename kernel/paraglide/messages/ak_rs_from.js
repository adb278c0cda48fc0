/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_FromInputs */

const id_ak_rs_from = /** @type {(inputs: Ak_Rs_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dari`)
};

const en_ak_rs_from = /** @type {(inputs: Ak_Rs_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Ak_Rs_FromInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_from = /** @type {((inputs?: Ak_Rs_FromInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_FromInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_from(inputs)
	return id_ak_rs_from(inputs)
});