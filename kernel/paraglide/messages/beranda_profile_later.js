/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Profile_LaterInputs */

const id_beranda_profile_later = /** @type {(inputs: Beranda_Profile_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nanti Saja`)
};

const en_beranda_profile_later = /** @type {(inputs: Beranda_Profile_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Later`)
};

/**
* | output |
* | --- |
* | "Later" |
*
* @param {Beranda_Profile_LaterInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_later = /** @type {((inputs?: Beranda_Profile_LaterInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Profile_LaterInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_profile_later(inputs)
	return id_beranda_profile_later(inputs)
});