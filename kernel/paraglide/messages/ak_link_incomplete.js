/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Link_IncompleteInputs */

const id_ak_link_incomplete = /** @type {(inputs: Ak_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tautan ini tidak lengkap. Silakan ulangi dari halaman Lupa Kata Sandi.`)
};

const en_ak_link_incomplete = /** @type {(inputs: Ak_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is incomplete. Please start again from Forgot Password.`)
};

/**
* | output |
* | --- |
* | "This link is incomplete. Please start again from Forgot Password." |
*
* @param {Ak_Link_IncompleteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_link_incomplete = /** @type {((inputs?: Ak_Link_IncompleteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Link_IncompleteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_link_incomplete(inputs)
	return id_ak_link_incomplete(inputs)
});