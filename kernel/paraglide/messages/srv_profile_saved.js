/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Profile_SavedInputs */

const id_srv_profile_saved = /** @type {(inputs: Srv_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tersimpan.`)
};

const en_srv_profile_saved = /** @type {(inputs: Srv_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved.`)
};

/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Srv_Profile_SavedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_profile_saved = /** @type {((inputs?: Srv_Profile_SavedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Profile_SavedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_profile_saved(inputs)
	return id_srv_profile_saved(inputs)
});