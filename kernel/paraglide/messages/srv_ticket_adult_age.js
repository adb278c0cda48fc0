/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Adult_AgeInputs */

const id_srv_ticket_adult_age = /** @type {(inputs: Srv_Ticket_Adult_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umur penumpang dewasa harus 5 tahun ke atas.`)
};

const en_srv_ticket_adult_age = /** @type {(inputs: Srv_Ticket_Adult_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An adult passenger must be 5 years or older.`)
};

/**
* | output |
* | --- |
* | "An adult passenger must be 5 years or older." |
*
* @param {Srv_Ticket_Adult_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_adult_age = /** @type {((inputs?: Srv_Ticket_Adult_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Adult_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_adult_age(inputs)
	return id_srv_ticket_adult_age(inputs)
});