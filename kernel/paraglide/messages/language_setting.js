/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_SettingInputs */

const id_language_setting = /** @type {(inputs: Language_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahasa aplikasi`)
};

const en_language_setting = /** @type {(inputs: Language_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`App language`)
};

/**
* | output |
* | --- |
* | "App language" |
*
* @param {Language_SettingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const language_setting = /** @type {((inputs?: Language_SettingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SettingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_language_setting(inputs)
	return id_language_setting(inputs)
});