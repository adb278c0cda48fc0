/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Ak_Travellers_FullInputs */

const id_ak_travellers_full = /** @type {(inputs: Ak_Travellers_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maksimal ${i?.n} penumpang. Hapus salah satu untuk menambah yang baru.`)
};

const en_ak_travellers_full = /** @type {(inputs: Ak_Travellers_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.n} passengers. Delete one to add a new one.`)
};

/**
* | output |
* | --- |
* | "At most {n} passengers. Delete one to add a new one." |
*
* @param {Ak_Travellers_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_full = /** @type {((inputs: Ak_Travellers_FullInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Travellers_FullInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_travellers_full(inputs)
	return id_ak_travellers_full(inputs)
});