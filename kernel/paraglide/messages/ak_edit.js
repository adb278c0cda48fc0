/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_EditInputs */

const id_ak_edit = /** @type {(inputs: Ak_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubah`)
};

const en_ak_edit = /** @type {(inputs: Ak_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Ak_EditInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit = /** @type {((inputs?: Ak_EditInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_EditInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_edit(inputs)
	return id_ak_edit(inputs)
});