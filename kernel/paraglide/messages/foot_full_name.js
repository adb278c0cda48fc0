/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Full_NameInputs */

const id_foot_full_name = /** @type {(inputs: Foot_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nama Lengkap`)
};

const en_foot_full_name = /** @type {(inputs: Foot_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

/**
* | output |
* | --- |
* | "Full Name" |
*
* @param {Foot_Full_NameInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_full_name = /** @type {((inputs?: Foot_Full_NameInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Full_NameInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_full_name(inputs)
	return id_foot_full_name(inputs)
});