/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Detail_Status_SuccessInputs */

const id_detail_status_success = /** @type {(inputs: Detail_Status_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sukses`)
};

const en_detail_status_success = /** @type {(inputs: Detail_Status_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successful`)
};

/**
* | output |
* | --- |
* | "Successful" |
*
* @param {Detail_Status_SuccessInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const detail_status_success = /** @type {((inputs?: Detail_Status_SuccessInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Detail_Status_SuccessInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_detail_status_success(inputs)
	return id_detail_status_success(inputs)
});