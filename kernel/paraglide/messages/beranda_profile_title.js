/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Profile_TitleInputs */

const id_beranda_profile_title = /** @type {(inputs: Beranda_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lengkapi informasi Akun Anda...`)
};

const en_beranda_profile_title = /** @type {(inputs: Beranda_Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete your Account information...`)
};

/**
* | output |
* | --- |
* | "Complete your Account information..." |
*
* @param {Beranda_Profile_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_title = /** @type {((inputs?: Beranda_Profile_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Profile_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_profile_title(inputs)
	return id_beranda_profile_title(inputs)
});