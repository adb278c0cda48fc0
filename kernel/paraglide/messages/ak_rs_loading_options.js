/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Loading_OptionsInputs */

const id_ak_rs_loading_options = /** @type {(inputs: Ak_Rs_Loading_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat keberangkatan…`)
};

const en_ak_rs_loading_options = /** @type {(inputs: Ak_Rs_Loading_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading departures…`)
};

/**
* | output |
* | --- |
* | "Loading departures…" |
*
* @param {Ak_Rs_Loading_OptionsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_loading_options = /** @type {((inputs?: Ak_Rs_Loading_OptionsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Loading_OptionsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_loading_options(inputs)
	return id_ak_rs_loading_options(inputs)
});