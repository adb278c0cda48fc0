/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Loading_FormInputs */

const id_ak_loading_form = /** @type {(inputs: Ak_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat formulir…`)
};

const en_ak_loading_form = /** @type {(inputs: Ak_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading form…`)
};

/**
* | output |
* | --- |
* | "Loading form…" |
*
* @param {Ak_Loading_FormInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_loading_form = /** @type {((inputs?: Ak_Loading_FormInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Loading_FormInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_loading_form(inputs)
	return id_ak_loading_form(inputs)
});