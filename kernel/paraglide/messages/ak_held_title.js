/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Held_TitleInputs */

const id_ak_held_title = /** @type {(inputs: Ak_Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditahan oleh operator`)
};

const en_ak_held_title = /** @type {(inputs: Ak_Held_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held by the operator`)
};

/**
* | output |
* | --- |
* | "Held by the operator" |
*
* @param {Ak_Held_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_title = /** @type {((inputs?: Ak_Held_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Held_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_held_title(inputs)
	return id_ak_held_title(inputs)
});