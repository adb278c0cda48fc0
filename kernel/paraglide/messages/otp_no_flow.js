/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Otp_No_FlowInputs */

const id_otp_no_flow = /** @type {(inputs: Otp_No_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sesi verifikasi tidak ditemukan. Jika halaman dimuat ulang, pendaftaran perlu diulang karena demi keamanan kata sandi Anda tidak kami simpan di perangkat.`)
};

const en_otp_no_flow = /** @type {(inputs: Otp_No_FlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No verification in progress. If the page was reloaded, please register again: for your security, your password is not kept on this device.`)
};

/**
* | output |
* | --- |
* | "No verification in progress. If the page was reloaded, please register again: for your security, your password is not kept on this device." |
*
* @param {Otp_No_FlowInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const otp_no_flow = /** @type {((inputs?: Otp_No_FlowInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Otp_No_FlowInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_otp_no_flow(inputs)
	return id_otp_no_flow(inputs)
});