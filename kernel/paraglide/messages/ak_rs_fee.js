/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_FeeInputs */

const id_ak_rs_fee = /** @type {(inputs: Ak_Rs_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biaya ubah jadwal`)
};

const en_ak_rs_fee = /** @type {(inputs: Ak_Rs_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change fee`)
};

/**
* | output |
* | --- |
* | "Change fee" |
*
* @param {Ak_Rs_FeeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_fee = /** @type {((inputs?: Ak_Rs_FeeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_FeeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_fee(inputs)
	return id_ak_rs_fee(inputs)
});