/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_ChooseInputs */

const id_ak_rs_choose = /** @type {(inputs: Ak_Rs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih`)
};

const en_ak_rs_choose = /** @type {(inputs: Ak_Rs_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose`)
};

/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Ak_Rs_ChooseInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_choose = /** @type {((inputs?: Ak_Rs_ChooseInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_ChooseInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_choose(inputs)
	return id_ak_rs_choose(inputs)
});