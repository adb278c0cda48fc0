/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_IntroInputs */

const id_ak_correct_intro = /** @type {(inputs: Ak_Correct_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perbaiki data agar sesuai dengan KTP dan STNK. Perbaikan gratis sampai check-in.`)
};

const en_ak_correct_intro = /** @type {(inputs: Ak_Correct_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct the details to match the ID card and vehicle registration. Corrections are free until check-in.`)
};

/**
* | output |
* | --- |
* | "Correct the details to match the ID card and vehicle registration. Corrections are free until check-in." |
*
* @param {Ak_Correct_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_intro = /** @type {((inputs?: Ak_Correct_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_intro(inputs)
	return id_ak_correct_intro(inputs)
});