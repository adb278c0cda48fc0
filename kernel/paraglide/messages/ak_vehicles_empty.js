/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Vehicles_EmptyInputs */

const id_ak_vehicles_empty = /** @type {(inputs: Ak_Vehicles_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum ada kendaraan tersimpan. Tambahkan, atau centang "Simpan kendaraan dan penumpang" saat memesan.`)
};

const en_ak_vehicles_empty = /** @type {(inputs: Ak_Vehicles_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved vehicles yet. Add one, or tick "Save vehicle and passengers" when you book.`)
};

/**
* | output |
* | --- |
* | "No saved vehicles yet. Add one, or tick \"Save vehicle and passengers\" when you book." |
*
* @param {Ak_Vehicles_EmptyInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_empty = /** @type {((inputs?: Ak_Vehicles_EmptyInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Vehicles_EmptyInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_vehicles_empty(inputs)
	return id_ak_vehicles_empty(inputs)
});