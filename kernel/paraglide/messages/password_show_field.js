/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Password_Show_FieldInputs */

const id_password_show_field = /** @type {(inputs: Password_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tampilkan ${i?.field}`)
};

const en_password_show_field = /** @type {(inputs: Password_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.field}`)
};

/**
* | output |
* | --- |
* | "Show {field}" |
*
* @param {Password_Show_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_show_field = /** @type {((inputs: Password_Show_FieldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Show_FieldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_password_show_field(inputs)
	return id_password_show_field(inputs)
});