/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Receipt_People_OneInputs */

const id_receipt_people_one = /** @type {(inputs: Receipt_People_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} orang`)
};

const en_receipt_people_one = /** @type {(inputs: Receipt_People_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} person`)
};

/**
* | output |
* | --- |
* | "{count} person" |
*
* @param {Receipt_People_OneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_people_one = /** @type {((inputs: Receipt_People_OneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_People_OneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_receipt_people_one(inputs)
	return id_receipt_people_one(inputs)
});