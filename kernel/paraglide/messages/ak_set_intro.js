/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Set_IntroInputs */

const id_ak_set_intro = /** @type {(inputs: Ak_Set_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buat kata sandi baru untuk nomor`)
};

const en_ak_set_intro = /** @type {(inputs: Ak_Set_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a new password for the number`)
};

/**
* | output |
* | --- |
* | "Create a new password for the number" |
*
* @param {Ak_Set_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_set_intro = /** @type {((inputs?: Ak_Set_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Set_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_set_intro(inputs)
	return id_ak_set_intro(inputs)
});