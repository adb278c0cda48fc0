/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Unfinished_TextInputs */

const id_confirm_unfinished_text = /** @type {(inputs: Confirm_Unfinished_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anda masih memiliki pembayaran yang belum selesai. Lanjutkan pembayaran tersebut, atau buat pesanan baru.`)
};

const en_confirm_unfinished_text = /** @type {(inputs: Confirm_Unfinished_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You still have a payment that is not completed. Continue that payment, or make a new order.`)
};

/**
* | output |
* | --- |
* | "You still have a payment that is not completed. Continue that payment, or make a new order." |
*
* @param {Confirm_Unfinished_TextInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_unfinished_text = /** @type {((inputs?: Confirm_Unfinished_TextInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Unfinished_TextInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_unfinished_text(inputs)
	return id_confirm_unfinished_text(inputs)
});