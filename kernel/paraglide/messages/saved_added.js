/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_AddedInputs */

const id_saved_added = /** @type {(inputs: Saved_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sudah ditambahkan`)
};

const en_saved_added = /** @type {(inputs: Saved_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`added`)
};

/**
* | output |
* | --- |
* | "added" |
*
* @param {Saved_AddedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_added = /** @type {((inputs?: Saved_AddedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_AddedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_added(inputs)
	return id_saved_added(inputs)
});