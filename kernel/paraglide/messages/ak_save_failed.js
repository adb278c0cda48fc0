/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Save_FailedInputs */

const id_ak_save_failed = /** @type {(inputs: Ak_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal menyimpan. Silakan coba lagi.`)
};

const en_ak_save_failed = /** @type {(inputs: Ak_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save. Please try again.`)
};

/**
* | output |
* | --- |
* | "Could not save. Please try again." |
*
* @param {Ak_Save_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_save_failed = /** @type {((inputs?: Ak_Save_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Save_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_save_failed(inputs)
	return id_ak_save_failed(inputs)
});