/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_SkipInputs */

const id_again_skip = /** @type {(inputs: Again_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isi Sendiri`)
};

const en_again_skip = /** @type {(inputs: Again_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill In Myself`)
};

/**
* | output |
* | --- |
* | "Fill In Myself" |
*
* @param {Again_SkipInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_skip = /** @type {((inputs?: Again_SkipInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_SkipInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_skip(inputs)
	return id_again_skip(inputs)
});