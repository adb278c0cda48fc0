/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Fix_ErrorsInputs */

const id_ak_fix_errors = /** @type {(inputs: Ak_Fix_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa kembali isian yang ditandai.`)
};

const en_ak_fix_errors = /** @type {(inputs: Ak_Fix_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the marked fields.`)
};

/**
* | output |
* | --- |
* | "Check the marked fields." |
*
* @param {Ak_Fix_ErrorsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_fix_errors = /** @type {((inputs?: Ak_Fix_ErrorsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Fix_ErrorsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_fix_errors(inputs)
	return id_ak_fix_errors(inputs)
});