/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_ShowInputs */

const id_password_show = /** @type {(inputs: Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampilkan`)
};

const en_password_show = /** @type {(inputs: Password_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Password_ShowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const password_show = /** @type {((inputs?: Password_ShowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_ShowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_password_show(inputs)
	return id_password_show(inputs)
});