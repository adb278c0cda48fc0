/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Form_Child_Too_OldInputs */

const id_ak_form_child_too_old = /** @type {(inputs: Ak_Form_Child_Too_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penumpang anak-anak harus berusia di bawah 5 tahun.`)
};

const en_ak_form_child_too_old = /** @type {(inputs: Ak_Form_Child_Too_OldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A child passenger must be under 5 years old.`)
};

/**
* | output |
* | --- |
* | "A child passenger must be under 5 years old." |
*
* @param {Ak_Form_Child_Too_OldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_form_child_too_old = /** @type {((inputs?: Ak_Form_Child_Too_OldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Form_Child_Too_OldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_form_child_too_old(inputs)
	return id_ak_form_child_too_old(inputs)
});