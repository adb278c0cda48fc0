/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Travellers_EmptyInputs */

const id_ak_travellers_empty = /** @type {(inputs: Ak_Travellers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada penumpang tersimpan. Tambahkan, atau centang "Simpan kendaraan dan penumpang" saat memesan.`)
};

const en_ak_travellers_empty = /** @type {(inputs: Ak_Travellers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved passengers yet. Add one, or tick "Save vehicle and passengers" when you book.`)
};

/**
* | output |
* | --- |
* | "No saved passengers yet. Add one, or tick \"Save vehicle and passengers\" when you book." |
*
* @param {Ak_Travellers_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_empty = /** @type {((inputs?: Ak_Travellers_EmptyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Travellers_EmptyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_travellers_empty(inputs)
	return id_ak_travellers_empty(inputs)
});