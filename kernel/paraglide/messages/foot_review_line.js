/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, type: NonNullable<unknown>, age: NonNullable<unknown>, domicile: NonNullable<unknown> }} Foot_Review_LineInputs */

const id_foot_review_line = /** @type {(inputs: Foot_Review_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.type}), ${i?.age} tahun, ${i?.domicile}`)
};

const en_foot_review_line = /** @type {(inputs: Foot_Review_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.type}), ${i?.age} years, ${i?.domicile}`)
};

/**
* | output |
* | --- |
* | "{name} ({type}), {age} years, {domicile}" |
*
* @param {Foot_Review_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_review_line = /** @type {((inputs: Foot_Review_LineInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Review_LineInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_review_line(inputs)
	return id_foot_review_line(inputs)
});