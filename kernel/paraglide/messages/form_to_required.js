/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_To_RequiredInputs */

const id_form_to_required = /** @type {(inputs: Form_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tujuan tidak boleh kosong.`)
};

const en_form_to_required = /** @type {(inputs: Form_To_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a destination port.`)
};

/**
* | output |
* | --- |
* | "Choose a destination port." |
*
* @param {Form_To_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_to_required = /** @type {((inputs?: Form_To_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_To_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_to_required(inputs)
	return id_form_to_required(inputs)
});