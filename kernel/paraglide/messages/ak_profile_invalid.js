/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Profile_InvalidInputs */

const id_ak_profile_invalid = /** @type {(inputs: Ak_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data akun tidak dapat disimpan. Periksa kembali isian Anda.`)
};

const en_ak_profile_invalid = /** @type {(inputs: Ak_Profile_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account details could not be saved. Check your entries.`)
};

/**
* | output |
* | --- |
* | "The account details could not be saved. Check your entries." |
*
* @param {Ak_Profile_InvalidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_profile_invalid = /** @type {((inputs?: Ak_Profile_InvalidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Profile_InvalidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_profile_invalid(inputs)
	return id_ak_profile_invalid(inputs)
});