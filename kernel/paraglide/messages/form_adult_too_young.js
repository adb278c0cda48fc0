/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Adult_Too_YoungInputs */

const id_form_adult_too_young = /** @type {(inputs: Form_Adult_Too_YoungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang dewasa harus berusia 5 tahun ke atas.`)
};

const en_form_adult_too_young = /** @type {(inputs: Form_Adult_Too_YoungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult passenger must be 5 years old or over.`)
};

/**
* | output |
* | --- |
* | "An adult passenger must be 5 years old or over." |
*
* @param {Form_Adult_Too_YoungInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_adult_too_young = /** @type {((inputs?: Form_Adult_Too_YoungInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Adult_Too_YoungInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_adult_too_young(inputs)
	return id_form_adult_too_young(inputs)
});