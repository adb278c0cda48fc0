/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Other_StatusInputs */

const id_order_other_status = /** @type {(inputs: Order_Other_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terjadi error, mohon logout dan login kembali habis`)
};

const en_order_other_status = /** @type {(inputs: Order_Other_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred, please log out and log in again`)
};

/**
* | output |
* | --- |
* | "An error occurred, please log out and log in again" |
*
* @param {Order_Other_StatusInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_other_status = /** @type {((inputs?: Order_Other_StatusInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Other_StatusInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_other_status(inputs)
	return id_order_other_status(inputs)
});