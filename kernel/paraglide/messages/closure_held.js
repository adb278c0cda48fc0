/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Closure_HeldInputs */

const id_closure_held = /** @type {(inputs: Closure_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditahan`)
};

const en_closure_held = /** @type {(inputs: Closure_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held`)
};

/**
* | output |
* | --- |
* | "Held" |
*
* @param {Closure_HeldInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const closure_held = /** @type {((inputs?: Closure_HeldInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Closure_HeldInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_closure_held(inputs)
	return id_closure_held(inputs)
});