/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, type: NonNullable<unknown>, age: NonNullable<unknown> }} Confirm_Named_PassengerInputs */

const id_confirm_named_passenger = /** @type {(inputs: Confirm_Named_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.type}, ${i?.age} tahun)`)
};

const en_confirm_named_passenger = /** @type {(inputs: Confirm_Named_PassengerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.type}, ${i?.age} years)`)
};

/**
* | output |
* | --- |
* | "{name} ({type}, {age} years)" |
*
* @param {Confirm_Named_PassengerInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_named_passenger = /** @type {((inputs: Confirm_Named_PassengerInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Named_PassengerInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_named_passenger(inputs)
	return id_confirm_named_passenger(inputs)
});