/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Travellers_TitleInputs */

const id_ak_travellers_title = /** @type {(inputs: Ak_Travellers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang Tersimpan`)
};

const en_ak_travellers_title = /** @type {(inputs: Ak_Travellers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved Passengers`)
};

/**
* | output |
* | --- |
* | "Saved Passengers" |
*
* @param {Ak_Travellers_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_title = /** @type {((inputs?: Ak_Travellers_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Travellers_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_travellers_title(inputs)
	return id_ak_travellers_title(inputs)
});