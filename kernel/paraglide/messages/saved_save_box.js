/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_Save_BoxInputs */

const id_saved_save_box = /** @type {(inputs: Saved_Save_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Simpan kendaraan dan penumpang untuk pesanan berikutnya`)
};

const en_saved_save_box = /** @type {(inputs: Saved_Save_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the vehicle and passengers for my next booking`)
};

/**
* | output |
* | --- |
* | "Save the vehicle and passengers for my next booking" |
*
* @param {Saved_Save_BoxInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_save_box = /** @type {((inputs?: Saved_Save_BoxInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Save_BoxInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_save_box(inputs)
	return id_saved_save_box(inputs)
});