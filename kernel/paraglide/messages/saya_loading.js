/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_LoadingInputs */

const id_saya_loading = /** @type {(inputs: Saya_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat tiket…`)
};

const en_saya_loading = /** @type {(inputs: Saya_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tickets…`)
};

/**
* | output |
* | --- |
* | "Loading tickets…" |
*
* @param {Saya_LoadingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_loading = /** @type {((inputs?: Saya_LoadingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_LoadingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_loading(inputs)
	return id_saya_loading(inputs)
});