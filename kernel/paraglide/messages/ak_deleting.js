/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_DeletingInputs */

const id_ak_deleting = /** @type {(inputs: Ak_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menghapus…`)
};

const en_ak_deleting = /** @type {(inputs: Ak_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Ak_DeletingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_deleting = /** @type {((inputs?: Ak_DeletingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_DeletingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_deleting(inputs)
	return id_ak_deleting(inputs)
});