/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_UnpaidInputs */

const id_status_unpaid = /** @type {(inputs: Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tidak dibayar`)
};

const en_status_unpaid = /** @type {(inputs: Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid`)
};

/**
* | output |
* | --- |
* | "Not paid" |
*
* @param {Status_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_unpaid = /** @type {((inputs?: Status_UnpaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_UnpaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_status_unpaid(inputs)
	return id_status_unpaid(inputs)
});