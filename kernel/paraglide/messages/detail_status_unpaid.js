/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Status_UnpaidInputs */

const id_detail_status_unpaid = /** @type {(inputs: Detail_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum Dibayar`)
};

const en_detail_status_unpaid = /** @type {(inputs: Detail_Status_UnpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Paid Yet`)
};

/**
* | output |
* | --- |
* | "Not Paid Yet" |
*
* @param {Detail_Status_UnpaidInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_status_unpaid = /** @type {((inputs?: Detail_Status_UnpaidInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Status_UnpaidInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_status_unpaid(inputs)
	return id_detail_status_unpaid(inputs)
});