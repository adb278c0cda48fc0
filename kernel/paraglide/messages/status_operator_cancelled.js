/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Operator_CancelledInputs */

const id_status_operator_cancelled = /** @type {(inputs: Status_Operator_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dibatalkan oleh operator`)
};

const en_status_operator_cancelled = /** @type {(inputs: Status_Operator_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled by the operator`)
};

/**
* | output |
* | --- |
* | "Cancelled by the operator" |
*
* @param {Status_Operator_CancelledInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_operator_cancelled = /** @type {((inputs?: Status_Operator_CancelledInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Operator_CancelledInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_status_operator_cancelled(inputs)
	return id_status_operator_cancelled(inputs)
});