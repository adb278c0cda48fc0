/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Current_RequiredInputs */

const id_ak_form_current_required = /** @type {(inputs: Ak_Form_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password tidak boleh kosong.`)
};

const en_ak_form_current_required = /** @type {(inputs: Ak_Form_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password.`)
};

/**
* | output |
* | --- |
* | "Enter your current password." |
*
* @param {Ak_Form_Current_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_current_required = /** @type {((inputs?: Ak_Form_Current_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Current_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_current_required(inputs)
	return id_ak_form_current_required(inputs)
});