/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Order_Closed_By_OperatorInputs */

const id_order_closed_by_operator = /** @type {(inputs: Order_Closed_By_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan ini ditutup oleh operator. Silakan pilih jadwal lain.`)
};

const en_order_closed_by_operator = /** @type {(inputs: Order_Closed_By_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The operator has closed this departure. Please choose another departure.`)
};

/**
* | output |
* | --- |
* | "The operator has closed this departure. Please choose another departure." |
*
* @param {Order_Closed_By_OperatorInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const order_closed_by_operator = /** @type {((inputs?: Order_Closed_By_OperatorInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Closed_By_OperatorInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_order_closed_by_operator(inputs)
	return id_order_closed_by_operator(inputs)
});