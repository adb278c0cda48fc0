/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Date_RequiredInputs */

const id_form_date_required = /** @type {(inputs: Form_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal tidak boleh kosong.`)
};

const en_form_date_required = /** @type {(inputs: Form_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date.`)
};

/**
* | output |
* | --- |
* | "Choose a date." |
*
* @param {Form_Date_RequiredInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_date_required = /** @type {((inputs?: Form_Date_RequiredInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Date_RequiredInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_date_required(inputs)
	return id_form_date_required(inputs)
});