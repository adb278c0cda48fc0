/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Closure_StoppedInputs */

const id_closure_stopped = /** @type {(inputs: Closure_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditutup`)
};

const en_closure_stopped = /** @type {(inputs: Closure_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Closure_StoppedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const closure_stopped = /** @type {((inputs?: Closure_StoppedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Closure_StoppedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_closure_stopped(inputs)
	return id_closure_stopped(inputs)
});