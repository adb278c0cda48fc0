/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Profile_NowInputs */

const id_beranda_profile_now = /** @type {(inputs: Beranda_Profile_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lengkapi Sekarang`)
};

const en_beranda_profile_now = /** @type {(inputs: Beranda_Profile_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Now`)
};

/**
* | output |
* | --- |
* | "Complete Now" |
*
* @param {Beranda_Profile_NowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_now = /** @type {((inputs?: Beranda_Profile_NowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Profile_NowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_profile_now(inputs)
	return id_beranda_profile_now(inputs)
});