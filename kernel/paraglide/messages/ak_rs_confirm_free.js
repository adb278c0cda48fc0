/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Confirm_FreeInputs */

const id_ak_rs_confirm_free = /** @type {(inputs: Ak_Rs_Confirm_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket langsung dipindah ke keberangkatan ini tanpa biaya.`)
};

const en_ak_rs_confirm_free = /** @type {(inputs: Ak_Rs_Confirm_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ticket moves to this departure right away, free of charge.`)
};

/**
* | output |
* | --- |
* | "The ticket moves to this departure right away, free of charge." |
*
* @param {Ak_Rs_Confirm_FreeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_free = /** @type {((inputs?: Ak_Rs_Confirm_FreeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Confirm_FreeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_confirm_free(inputs)
	return id_ak_rs_confirm_free(inputs)
});