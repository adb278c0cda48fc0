/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_ConflictInputs */

const id_ak_rs_conflict = /** @type {(inputs: Ak_Rs_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini tidak dapat dipilih lagi. Silakan pilih keberangkatan lain.`)
};

const en_ak_rs_conflict = /** @type {(inputs: Ak_Rs_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This departure can no longer be chosen. Please choose another one.`)
};

/**
* | output |
* | --- |
* | "This departure can no longer be chosen. Please choose another one." |
*
* @param {Ak_Rs_ConflictInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_conflict = /** @type {((inputs?: Ak_Rs_ConflictInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_ConflictInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_conflict(inputs)
	return id_ak_rs_conflict(inputs)
});