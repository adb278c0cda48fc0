/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Review_TitleInputs */

const id_foot_review_title = /** @type {(inputs: Foot_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periksa Pesanan`)
};

const en_foot_review_title = /** @type {(inputs: Foot_Review_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check Your Order`)
};

/**
* | output |
* | --- |
* | "Check Your Order" |
*
* @param {Foot_Review_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_review_title = /** @type {((inputs?: Foot_Review_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Review_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_review_title(inputs)
	return id_foot_review_title(inputs)
});