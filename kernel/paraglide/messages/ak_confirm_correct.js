/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Confirm_CorrectInputs */

const id_ak_confirm_correct = /** @type {(inputs: Ak_Confirm_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya, Simpan`)
};

const en_ak_confirm_correct = /** @type {(inputs: Ak_Confirm_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Save`)
};

/**
* | output |
* | --- |
* | "Yes, Save" |
*
* @param {Ak_Confirm_CorrectInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_correct = /** @type {((inputs?: Ak_Confirm_CorrectInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Confirm_CorrectInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_confirm_correct(inputs)
	return id_ak_confirm_correct(inputs)
});