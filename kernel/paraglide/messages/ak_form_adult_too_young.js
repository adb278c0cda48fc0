/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Adult_Too_YoungInputs */

const id_ak_form_adult_too_young = /** @type {(inputs: Ak_Form_Adult_Too_YoungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang dewasa harus berusia 5 tahun ke atas.`)
};

const en_ak_form_adult_too_young = /** @type {(inputs: Ak_Form_Adult_Too_YoungInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult passenger must be 5 years or older.`)
};

/**
* | output |
* | --- |
* | "An adult passenger must be 5 years or older." |
*
* @param {Ak_Form_Adult_Too_YoungInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_adult_too_young = /** @type {((inputs?: Ak_Form_Adult_Too_YoungInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Adult_Too_YoungInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_adult_too_young(inputs)
	return id_ak_form_adult_too_young(inputs)
});