/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Delete_FailedInputs */

const id_ak_delete_failed = /** @type {(inputs: Ak_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagal menghapus. Silakan coba lagi.`)
};

const en_ak_delete_failed = /** @type {(inputs: Ak_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not delete. Please try again.`)
};

/**
* | output |
* | --- |
* | "Could not delete. Please try again." |
*
* @param {Ak_Delete_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_failed = /** @type {((inputs?: Ak_Delete_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_failed(inputs)
	return id_ak_delete_failed(inputs)
});