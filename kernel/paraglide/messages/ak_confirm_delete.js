/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Confirm_DeleteInputs */

const id_ak_confirm_delete = /** @type {(inputs: Ak_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya, Hapus`)
};

const en_ak_confirm_delete = /** @type {(inputs: Ak_Confirm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, Delete`)
};

/**
* | output |
* | --- |
* | "Yes, Delete" |
*
* @param {Ak_Confirm_DeleteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_confirm_delete = /** @type {((inputs?: Ak_Confirm_DeleteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Confirm_DeleteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_confirm_delete(inputs)
	return id_ak_confirm_delete(inputs)
});