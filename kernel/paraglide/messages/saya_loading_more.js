/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saya_Loading_MoreInputs */

const id_saya_loading_more = /** @type {(inputs: Saya_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memuat tiket berikutnya…`)
};

const en_saya_loading_more = /** @type {(inputs: Saya_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading more tickets…`)
};

/**
* | output |
* | --- |
* | "Loading more tickets…" |
*
* @param {Saya_Loading_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saya_loading_more = /** @type {((inputs?: Saya_Loading_MoreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saya_Loading_MoreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saya_loading_more(inputs)
	return id_saya_loading_more(inputs)
});