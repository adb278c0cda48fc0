/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_History_FieldsInputs */

const id_ak_history_fields = /** @type {(inputs: Ak_History_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data diperbaiki`)
};

const en_ak_history_fields = /** @type {(inputs: Ak_History_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details corrected`)
};

/**
* | output |
* | --- |
* | "Details corrected" |
*
* @param {Ak_History_FieldsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_history_fields = /** @type {((inputs?: Ak_History_FieldsInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_History_FieldsInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_history_fields(inputs)
	return id_ak_history_fields(inputs)
});