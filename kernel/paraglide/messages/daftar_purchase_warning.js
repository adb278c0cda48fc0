/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Daftar_Purchase_WarningInputs */

const id_daftar_purchase_warning = /** @type {(inputs: Daftar_Purchase_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pembelian tiket online hanya dapat dilakukan paling lambat 1 jam sebelum waktu keberangkatan.`)
};

const en_daftar_purchase_warning = /** @type {(inputs: Daftar_Purchase_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets can be bought online up to 1 hour before departure.`)
};

/**
* | output |
* | --- |
* | "Tickets can be bought online up to 1 hour before departure." |
*
* @param {Daftar_Purchase_WarningInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_purchase_warning = /** @type {((inputs?: Daftar_Purchase_WarningInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Daftar_Purchase_WarningInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_daftar_purchase_warning(inputs)
	return id_daftar_purchase_warning(inputs)
});