/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Confirm_New_RequiredInputs */

const id_ak_form_confirm_new_required = /** @type {(inputs: Ak_Form_Confirm_New_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konfirmasi password tidak boleh kosong.`)
};

const en_ak_form_confirm_new_required = /** @type {(inputs: Ak_Form_Confirm_New_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the new password.`)
};

/**
* | output |
* | --- |
* | "Confirm the new password." |
*
* @param {Ak_Form_Confirm_New_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_confirm_new_required = /** @type {((inputs?: Ak_Form_Confirm_New_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Confirm_New_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_confirm_new_required(inputs)
	return id_ak_form_confirm_new_required(inputs)
});