/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_DeductionInputs */

const id_ak_deduction = /** @type {(inputs: Ak_DeductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potongan`)
};

const en_ak_deduction = /** @type {(inputs: Ak_DeductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deduction`)
};

/**
* | output |
* | --- |
* | "Deduction" |
*
* @param {Ak_DeductionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_deduction = /** @type {((inputs?: Ak_DeductionInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_DeductionInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_deduction(inputs)
	return id_ak_deduction(inputs)
});