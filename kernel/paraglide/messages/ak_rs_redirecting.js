/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Rs_RedirectingInputs */

const id_ak_rs_redirecting = /** @type {(inputs: Ak_Rs_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membuka halaman pembayaran…`)
};

const en_ak_rs_redirecting = /** @type {(inputs: Ak_Rs_RedirectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the payment page…`)
};

/**
* | output |
* | --- |
* | "Opening the payment page…" |
*
* @param {Ak_Rs_RedirectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_redirecting = /** @type {((inputs?: Ak_Rs_RedirectingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Rs_RedirectingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_rs_redirecting(inputs)
	return id_ak_rs_redirecting(inputs)
});