/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_List_FailedInputs */

const id_ak_list_failed = /** @type {(inputs: Ak_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daftar tidak dapat dimuat.`)
};

const en_ak_list_failed = /** @type {(inputs: Ak_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list could not be loaded.`)
};

/**
* | output |
* | --- |
* | "The list could not be loaded." |
*
* @param {Ak_List_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_list_failed = /** @type {((inputs?: Ak_List_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_List_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_list_failed(inputs)
	return id_ak_list_failed(inputs)
});