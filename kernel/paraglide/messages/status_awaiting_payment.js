/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Awaiting_PaymentInputs */

const id_status_awaiting_payment = /** @type {(inputs: Status_Awaiting_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menunggu Pembayaran`)
};

const en_status_awaiting_payment = /** @type {(inputs: Status_Awaiting_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting Payment`)
};

/**
* | output |
* | --- |
* | "Awaiting Payment" |
*
* @param {Status_Awaiting_PaymentInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const status_awaiting_payment = /** @type {((inputs?: Status_Awaiting_PaymentInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Awaiting_PaymentInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_status_awaiting_payment(inputs)
	return id_status_awaiting_payment(inputs)
});