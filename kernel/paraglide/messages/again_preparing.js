/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Again_PreparingInputs */

const id_again_preparing = /** @type {(inputs: Again_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyiapkan Pesan Lagi…`)
};

const en_again_preparing = /** @type {(inputs: Again_PreparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing Book Again…`)
};

/**
* | output |
* | --- |
* | "Preparing Book Again…" |
*
* @param {Again_PreparingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_preparing = /** @type {((inputs?: Again_PreparingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Again_PreparingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_again_preparing(inputs)
	return id_again_preparing(inputs)
});