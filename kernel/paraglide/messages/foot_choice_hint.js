/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Choice_HintInputs */

const id_foot_choice_hint = /** @type {(inputs: Foot_Choice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menyeberang tanpa kendaraan?`)
};

const en_foot_choice_hint = /** @type {(inputs: Foot_Choice_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crossing without a vehicle?`)
};

/**
* | output |
* | --- |
* | "Crossing without a vehicle?" |
*
* @param {Foot_Choice_HintInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_choice_hint = /** @type {((inputs?: Foot_Choice_HintInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Choice_HintInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_choice_hint(inputs)
	return id_foot_choice_hint(inputs)
});