/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Receipt_PeopleInputs */

const id_receipt_people = /** @type {(inputs: Receipt_PeopleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} orang`)
};

const en_receipt_people = /** @type {(inputs: Receipt_PeopleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} people`)
};

/**
* | output |
* | --- |
* | "{count} people" |
*
* @param {Receipt_PeopleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_people = /** @type {((inputs: Receipt_PeopleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_PeopleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_people(inputs)
	return id_receipt_people(inputs)
});