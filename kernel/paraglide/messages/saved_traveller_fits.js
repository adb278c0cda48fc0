/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, age: NonNullable<unknown>, type: NonNullable<unknown> }} Saved_Traveller_FitsInputs */

const id_saved_traveller_fits = /** @type {(inputs: Saved_Traveller_FitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · ${i?.age} tahun · ${i?.type}`)
};

const en_saved_traveller_fits = /** @type {(inputs: Saved_Traveller_FitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · ${i?.age} years · ${i?.type}`)
};

/**
* | output |
* | --- |
* | "{name} · {age} years · {type}" |
*
* @param {Saved_Traveller_FitsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const saved_traveller_fits = /** @type {((inputs: Saved_Traveller_FitsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Saved_Traveller_FitsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_saved_traveller_fits(inputs)
	return id_saved_traveller_fits(inputs)
});