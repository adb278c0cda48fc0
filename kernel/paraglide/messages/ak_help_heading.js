/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Help_HeadingInputs */

const id_ak_help_heading = /** @type {(inputs: Ak_Help_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Butuh bantuan?`)
};

const en_ak_help_heading = /** @type {(inputs: Ak_Help_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need help?`)
};

/**
* | output |
* | --- |
* | "Need help?" |
*
* @param {Ak_Help_HeadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_help_heading = /** @type {((inputs?: Ak_Help_HeadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Help_HeadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_help_heading(inputs)
	return id_ak_help_heading(inputs)
});