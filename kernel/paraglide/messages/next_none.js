/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Next_NoneInputs */

const id_next_none = /** @type {(inputs: Next_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak ada keberangkatan lain dengan tiket tersisa pada rute ini dalam 7 hari ke depan.`)
};

const en_next_none = /** @type {(inputs: Next_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No other departure on this route has tickets left in the next 7 days.`)
};

/**
* | output |
* | --- |
* | "No other departure on this route has tickets left in the next 7 days." |
*
* @param {Next_NoneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const next_none = /** @type {((inputs?: Next_NoneInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Next_NoneInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_next_none(inputs)
	return id_next_none(inputs)
});