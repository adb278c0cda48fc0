/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Domicile_RequiredInputs */

const id_form_domicile_required = /** @type {(inputs: Form_Domicile_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domisili tidak boleh kosong.`)
};

const en_form_domicile_required = /** @type {(inputs: Form_Domicile_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home town is required.`)
};

/**
* | output |
* | --- |
* | "Home town is required." |
*
* @param {Form_Domicile_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_domicile_required = /** @type {((inputs?: Form_Domicile_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Domicile_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_domicile_required(inputs)
	return id_form_domicile_required(inputs)
});