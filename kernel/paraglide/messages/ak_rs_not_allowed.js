/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Not_AllowedInputs */

const id_ak_rs_not_allowed = /** @type {(inputs: Ak_Rs_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jadwal tiket ini tidak dapat diubah.`)
};

const en_ak_rs_not_allowed = /** @type {(inputs: Ak_Rs_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket cannot be moved to another departure.`)
};

/**
* | output |
* | --- |
* | "This ticket cannot be moved to another departure." |
*
* @param {Ak_Rs_Not_AllowedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_not_allowed = /** @type {((inputs?: Ak_Rs_Not_AllowedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Not_AllowedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_not_allowed(inputs)
	return id_ak_rs_not_allowed(inputs)
});