/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Logout_FailedInputs */

const id_ak_logout_failed = /** @type {(inputs: Ak_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to get user.`)
};

const en_ak_logout_failed = /** @type {(inputs: Ak_Logout_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not sign out. Please try again.`)
};

/**
* | output |
* | --- |
* | "Could not sign out. Please try again." |
*
* @param {Ak_Logout_FailedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_logout_failed = /** @type {((inputs?: Ak_Logout_FailedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Logout_FailedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_logout_failed(inputs)
	return id_ak_logout_failed(inputs)
});