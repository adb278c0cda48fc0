/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Password_Hide_FieldInputs */

const id_password_hide_field = /** @type {(inputs: Password_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sembunyikan ${i?.field}`)
};

const en_password_hide_field = /** @type {(inputs: Password_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.field}`)
};

/**
* | output |
* | --- |
* | "Hide {field}" |
*
* @param {Password_Hide_FieldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_hide_field = /** @type {((inputs: Password_Hide_FieldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Hide_FieldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_password_hide_field(inputs)
	return id_password_hide_field(inputs)
});