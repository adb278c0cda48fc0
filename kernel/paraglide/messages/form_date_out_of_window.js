/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Date_Out_Of_WindowInputs */

const id_form_date_out_of_window = /** @type {(inputs: Form_Date_Out_Of_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggal harus antara hari ini dan 7 hari ke depan.`)
};

const en_form_date_out_of_window = /** @type {(inputs: Form_Date_Out_Of_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date must be between today and 7 days ahead.`)
};

/**
* | output |
* | --- |
* | "The date must be between today and 7 days ahead." |
*
* @param {Form_Date_Out_Of_WindowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const form_date_out_of_window = /** @type {((inputs?: Form_Date_Out_Of_WindowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Date_Out_Of_WindowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_form_date_out_of_window(inputs)
	return id_form_date_out_of_window(inputs)
});