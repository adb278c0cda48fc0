/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Beranda_Profile_TextInputs */

const id_beranda_profile_text = /** @type {(inputs: Beranda_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lengkapi usia, jenis kelamin dan domisili Anda agar pemesanan tiket lebih cepat.`)
};

const en_beranda_profile_text = /** @type {(inputs: Beranda_Profile_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add your age, gender and home town so booking tickets is quicker.`)
};

/**
* | output |
* | --- |
* | "Add your age, gender and home town so booking tickets is quicker." |
*
* @param {Beranda_Profile_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_profile_text = /** @type {((inputs?: Beranda_Profile_TextInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Beranda_Profile_TextInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_beranda_profile_text(inputs)
	return id_beranda_profile_text(inputs)
});