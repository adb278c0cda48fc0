/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_From_RequiredInputs */

const id_form_from_required = /** @type {(inputs: Form_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tidak boleh kosong.`)
};

const en_form_from_required = /** @type {(inputs: Form_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a departure port.`)
};

/**
* | output |
* | --- |
* | "Choose a departure port." |
*
* @param {Form_From_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_from_required = /** @type {((inputs?: Form_From_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_From_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_from_required(inputs)
	return id_form_from_required(inputs)
});