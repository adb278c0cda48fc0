/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_No_FaresInputs */

const id_foot_no_fares = /** @type {(inputs: Foot_No_FaresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif pejalan kaki untuk keberangkatan ini belum tersedia.`)
};

const en_foot_no_fares = /** @type {(inputs: Foot_No_FaresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foot passenger fares for this departure are not available yet.`)
};

/**
* | output |
* | --- |
* | "Foot passenger fares for this departure are not available yet." |
*
* @param {Foot_No_FaresInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_no_fares = /** @type {((inputs?: Foot_No_FaresInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_No_FaresInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_no_fares(inputs)
	return id_foot_no_fares(inputs)
});