/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Gender_PickInputs */

const id_ak_gender_pick = /** @type {(inputs: Ak_Gender_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pilih jenis kelamin`)
};

const en_ak_gender_pick = /** @type {(inputs: Ak_Gender_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose gender`)
};

/**
* | output |
* | --- |
* | "Choose gender" |
*
* @param {Ak_Gender_PickInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_gender_pick = /** @type {((inputs?: Ak_Gender_PickInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Gender_PickInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_gender_pick(inputs)
	return id_ak_gender_pick(inputs)
});