/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Loading_ProfileInputs */

const id_ak_loading_profile = /** @type {(inputs: Ak_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat profil…`)
};

const en_ak_loading_profile = /** @type {(inputs: Ak_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading profile…`)
};

/**
* | output |
* | --- |
* | "Loading profile…" |
*
* @param {Ak_Loading_ProfileInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_loading_profile = /** @type {((inputs?: Ak_Loading_ProfileInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Loading_ProfileInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_loading_profile(inputs)
	return id_ak_loading_profile(inputs)
});