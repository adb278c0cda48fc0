/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Saved_Travellers_HintInputs */

const id_saved_travellers_hint = /** @type {(inputs: Saved_Travellers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ketuk untuk menambahkan sebagai penumpang.`)
};

const en_saved_travellers_hint = /** @type {(inputs: Saved_Travellers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tap to add as a passenger.`)
};

/**
* | output |
* | --- |
* | "Tap to add as a passenger." |
*
* @param {Saved_Travellers_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_travellers_hint = /** @type {((inputs?: Saved_Travellers_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Travellers_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_travellers_hint(inputs)
	return id_saved_travellers_hint(inputs)
});