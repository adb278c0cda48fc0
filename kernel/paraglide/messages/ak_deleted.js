/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_DeletedInputs */

const id_ak_deleted = /** @type {(inputs: Ak_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dihapus.`)
};

const en_ak_deleted = /** @type {(inputs: Ak_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted.`)
};

/**
* | output |
* | --- |
* | "Deleted." |
*
* @param {Ak_DeletedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_deleted = /** @type {((inputs?: Ak_DeletedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_DeletedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_deleted(inputs)
	return id_ak_deleted(inputs)
});