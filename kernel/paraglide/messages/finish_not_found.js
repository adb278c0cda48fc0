/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Finish_Not_FoundInputs */

const id_finish_not_found = /** @type {(inputs: Finish_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaksi tidak ditemukan.`)
};

const en_finish_not_found = /** @type {(inputs: Finish_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transaction not found.`)
};

/**
* | output |
* | --- |
* | "Transaction not found." |
*
* @param {Finish_Not_FoundInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const finish_not_found = /** @type {((inputs?: Finish_Not_FoundInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Finish_Not_FoundInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_finish_not_found(inputs)
	return id_finish_not_found(inputs)
});