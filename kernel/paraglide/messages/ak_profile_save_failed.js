/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Profile_Save_FailedInputs */

const id_ak_profile_save_failed = /** @type {(inputs: Ak_Profile_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data akun gagal disimpan. Silakan coba lagi.`)
};

const en_ak_profile_save_failed = /** @type {(inputs: Ak_Profile_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The account details could not be saved. Please try again.`)
};

/**
* | output |
* | --- |
* | "The account details could not be saved. Please try again." |
*
* @param {Ak_Profile_Save_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_profile_save_failed = /** @type {((inputs?: Ak_Profile_Save_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Profile_Save_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_profile_save_failed(inputs)
	return id_ak_profile_save_failed(inputs)
});