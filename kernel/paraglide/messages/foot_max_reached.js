/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_Max_ReachedInputs */

const id_foot_max_reached = /** @type {(inputs: Foot_Max_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paling banyak 20 penumpang dalam satu pesanan.`)
};

const en_foot_max_reached = /** @type {(inputs: Foot_Max_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most 20 passengers in one order.`)
};

/**
* | output |
* | --- |
* | "At most 20 passengers in one order." |
*
* @param {Foot_Max_ReachedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_max_reached = /** @type {((inputs?: Foot_Max_ReachedInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_Max_ReachedInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_max_reached(inputs)
	return id_foot_max_reached(inputs)
});