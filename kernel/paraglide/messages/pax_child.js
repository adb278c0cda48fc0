/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pax_ChildInputs */

const id_pax_child = /** @type {(inputs: Pax_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anak-anak`)
};

const en_pax_child = /** @type {(inputs: Pax_ChildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Child`)
};

/**
* | output |
* | --- |
* | "Child" |
*
* @param {Pax_ChildInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const pax_child = /** @type {((inputs?: Pax_ChildInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pax_ChildInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_pax_child(inputs)
	return id_pax_child(inputs)
});