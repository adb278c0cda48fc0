/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_ToInputs */

const id_ak_rs_to = /** @type {(inputs: Ak_Rs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ke`)
};

const en_ak_rs_to = /** @type {(inputs: Ak_Rs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Ak_Rs_ToInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_to = /** @type {((inputs?: Ak_Rs_ToInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_ToInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_to(inputs)
	return id_ak_rs_to(inputs)
});