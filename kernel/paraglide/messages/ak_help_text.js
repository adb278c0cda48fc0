/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Help_TextInputs */

const id_ak_help_text = /** @type {(inputs: Ak_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hubungi layanan pelanggan kami melalui telepon atau chat.`)
};

const en_ak_help_text = /** @type {(inputs: Ak_Help_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact our customer service by phone or chat.`)
};

/**
* | output |
* | --- |
* | "Contact our customer service by phone or chat." |
*
* @param {Ak_Help_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_help_text = /** @type {((inputs?: Ak_Help_TextInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Help_TextInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_help_text(inputs)
	return id_ak_help_text(inputs)
});