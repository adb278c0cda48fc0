/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Ak_Edit_NameInputs */

const id_ak_edit_name = /** @type {(inputs: Ak_Edit_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ubah ${i?.name}`)
};

const en_ak_edit_name = /** @type {(inputs: Ak_Edit_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Ak_Edit_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_edit_name = /** @type {((inputs: Ak_Edit_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Edit_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_edit_name(inputs)
	return id_ak_edit_name(inputs)
});