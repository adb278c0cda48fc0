/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_Confirm_PayInputs */

const id_ak_rs_confirm_pay = /** @type {(inputs: Ak_Rs_Confirm_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda akan diarahkan ke halaman pembayaran. Tiket dipindah setelah pembayaran diterima (batas 15 menit).`)
};

const en_ak_rs_confirm_pay = /** @type {(inputs: Ak_Rs_Confirm_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will go to the payment page. The ticket moves once the payment is received (within 15 minutes).`)
};

/**
* | output |
* | --- |
* | "You will go to the payment page. The ticket moves once the payment is received (within 15 minutes)." |
*
* @param {Ak_Rs_Confirm_PayInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_confirm_pay = /** @type {((inputs?: Ak_Rs_Confirm_PayInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_Confirm_PayInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_confirm_pay(inputs)
	return id_ak_rs_confirm_pay(inputs)
});