/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Vehicles_FullInputs */

const id_ak_vehicles_full = /** @type {(inputs: Ak_Vehicles_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maksimal ${i?.n} kendaraan. Hapus salah satu untuk menambah yang baru.`)
};

const en_ak_vehicles_full = /** @type {(inputs: Ak_Vehicles_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.n} vehicles. Delete one to add a new one.`)
};

/**
* | output |
* | --- |
* | "At most {n} vehicles. Delete one to add a new one." |
*
* @param {Ak_Vehicles_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_vehicles_full = /** @type {((inputs: Ak_Vehicles_FullInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Vehicles_FullInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_vehicles_full(inputs)
	return id_ak_vehicles_full(inputs)
});