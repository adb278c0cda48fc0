/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Held_QrInputs */

const id_ak_held_qr = /** @type {(inputs: Ak_Held_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belum berlaku selama keberangkatan ditahan. Petugas akan menolak kode ini sampai keberangkatan dibuka kembali.`)
};

const en_ak_held_qr = /** @type {(inputs: Ak_Held_QrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not valid while the departure is held. The officer will refuse this code until the departure reopens.`)
};

/**
* | output |
* | --- |
* | "Not valid while the departure is held. The officer will refuse this code until the departure reopens." |
*
* @param {Ak_Held_QrInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_qr = /** @type {((inputs?: Ak_Held_QrInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Held_QrInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_held_qr(inputs)
	return id_ak_held_qr(inputs)
});