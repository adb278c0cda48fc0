/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Domicile_Too_LongInputs */

const id_ak_form_domicile_too_long = /** @type {(inputs: Ak_Form_Domicile_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili maksimal 100 karakter.`)
};

const en_ak_form_domicile_too_long = /** @type {(inputs: Ak_Form_Domicile_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home town can be at most 100 characters.`)
};

/**
* | output |
* | --- |
* | "Home town can be at most 100 characters." |
*
* @param {Ak_Form_Domicile_Too_LongInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_domicile_too_long = /** @type {((inputs?: Ak_Form_Domicile_Too_LongInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Domicile_Too_LongInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_domicile_too_long(inputs)
	return id_ak_form_domicile_too_long(inputs)
});