/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ak_Upcoming_MoreInputs */

const id_ak_upcoming_more = /** @type {(inputs: Ak_Upcoming_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} atau lebih`)
};

const en_ak_upcoming_more = /** @type {(inputs: Ak_Upcoming_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} or more`)
};

/**
* | output |
* | --- |
* | "{count} or more" |
*
* @param {Ak_Upcoming_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_upcoming_more = /** @type {((inputs: Ak_Upcoming_MoreInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Upcoming_MoreInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_upcoming_more(inputs)
	return id_ak_upcoming_more(inputs)
});