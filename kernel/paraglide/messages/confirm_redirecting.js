/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_RedirectingInputs */

const id_confirm_redirecting = /** @type {(inputs: Confirm_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membuka halaman pembayaran…`)
};

const en_confirm_redirecting = /** @type {(inputs: Confirm_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the payment page…`)
};

/**
* | output |
* | --- |
* | "Opening the payment page…" |
*
* @param {Confirm_RedirectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_redirecting = /** @type {((inputs?: Confirm_RedirectingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_RedirectingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_redirecting(inputs)
	return id_confirm_redirecting(inputs)
});