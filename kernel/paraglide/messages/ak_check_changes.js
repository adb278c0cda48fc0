/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Check_ChangesInputs */

const id_ak_check_changes = /** @type {(inputs: Ak_Check_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa Perubahan`)
};

const en_ak_check_changes = /** @type {(inputs: Ak_Check_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review Changes`)
};

/**
* | output |
* | --- |
* | "Review Changes" |
*
* @param {Ak_Check_ChangesInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_check_changes = /** @type {((inputs?: Ak_Check_ChangesInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Check_ChangesInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_check_changes(inputs)
	return id_ak_check_changes(inputs)
});