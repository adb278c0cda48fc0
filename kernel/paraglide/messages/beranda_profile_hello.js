/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Beranda_Profile_HelloInputs */

const id_beranda_profile_hello = /** @type {(inputs: Beranda_Profile_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Halo, ${i?.name}!`)
};

const en_beranda_profile_hello = /** @type {(inputs: Beranda_Profile_HelloInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello, ${i?.name}!`)
};

/**
* | output |
* | --- |
* | "Hello, {name}!" |
*
* @param {Beranda_Profile_HelloInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_hello = /** @type {((inputs: Beranda_Profile_HelloInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Profile_HelloInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_profile_hello(inputs)
	return id_beranda_profile_hello(inputs)
});