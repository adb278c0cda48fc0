/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, age: NonNullable<unknown> }} Confirm_Person_AgeInputs */

const id_confirm_person_age = /** @type {(inputs: Confirm_Person_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.age} tahun`)
};

const en_confirm_person_age = /** @type {(inputs: Confirm_Person_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.age} years`)
};

/**
* | output |
* | --- |
* | "{name}, {age} years" |
*
* @param {Confirm_Person_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_person_age = /** @type {((inputs: Confirm_Person_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Person_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_person_age(inputs)
	return id_confirm_person_age(inputs)
});