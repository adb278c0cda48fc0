/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Correct_Confirm_IntroInputs */

const id_ak_correct_confirm_intro = /** @type {(inputs: Ak_Correct_Confirm_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data berikut akan diubah:`)
};

const en_ak_correct_confirm_intro = /** @type {(inputs: Ak_Correct_Confirm_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These details will change:`)
};

/**
* | output |
* | --- |
* | "These details will change:" |
*
* @param {Ak_Correct_Confirm_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_correct_confirm_intro = /** @type {((inputs?: Ak_Correct_Confirm_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Correct_Confirm_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_correct_confirm_intro(inputs)
	return id_ak_correct_confirm_intro(inputs)
});