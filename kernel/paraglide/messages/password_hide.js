/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_HideInputs */

const id_password_hide = /** @type {(inputs: Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sembunyikan`)
};

const en_password_hide = /** @type {(inputs: Password_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Password_HideInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_hide = /** @type {((inputs?: Password_HideInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_HideInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_password_hide(inputs)
	return id_password_hide(inputs)
});