/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Age_RequiredInputs */

const id_ak_form_age_required = /** @type {(inputs: Ak_Form_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usia tidak boleh kosong.`)
};

const en_ak_form_age_required = /** @type {(inputs: Ak_Form_Age_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age is required.`)
};

/**
* | output |
* | --- |
* | "Age is required." |
*
* @param {Ak_Form_Age_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_age_required = /** @type {((inputs?: Ak_Form_Age_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Age_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_age_required(inputs)
	return id_ak_form_age_required(inputs)
});