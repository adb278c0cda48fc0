/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Delete_SuccessInputs */

const id_ak_delete_success = /** @type {(inputs: Ak_Delete_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berhasil delete user.`)
};

const en_ak_delete_success = /** @type {(inputs: Ak_Delete_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has been deleted.`)
};

/**
* | output |
* | --- |
* | "Your account has been deleted." |
*
* @param {Ak_Delete_SuccessInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_delete_success = /** @type {((inputs?: Ak_Delete_SuccessInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Delete_SuccessInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_delete_success(inputs)
	return id_ak_delete_success(inputs)
});