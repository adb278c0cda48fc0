/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_Save_HintInputs */

const id_saved_save_hint = /** @type {(inputs: Saved_Save_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disimpan ke Kendaraan Saya dan Penumpang Tersimpan di Akun setelah pesanan dibuat.`)
};

const en_saved_save_hint = /** @type {(inputs: Saved_Save_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved to My Vehicles and Saved Passengers in Account once the order is placed.`)
};

/**
* | output |
* | --- |
* | "Saved to My Vehicles and Saved Passengers in Account once the order is placed." |
*
* @param {Saved_Save_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_save_hint = /** @type {((inputs?: Saved_Save_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Save_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_save_hint(inputs)
	return id_saved_save_hint(inputs)
});