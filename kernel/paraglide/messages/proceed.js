/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ProceedInputs */

const id_proceed = /** @type {(inputs: ProceedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanjutkan`)
};

const en_proceed = /** @type {(inputs: ProceedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {ProceedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const proceed = /** @type {((inputs?: ProceedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ProceedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_proceed(inputs)
	return id_proceed(inputs)
});