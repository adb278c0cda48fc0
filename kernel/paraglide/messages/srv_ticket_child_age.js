/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Child_AgeInputs */

const id_srv_ticket_child_age = /** @type {(inputs: Srv_Ticket_Child_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umur penumpang anak-anak harus di bawah 5 tahun.`)
};

const en_srv_ticket_child_age = /** @type {(inputs: Srv_Ticket_Child_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A child passenger must be under 5 years old.`)
};

/**
* | output |
* | --- |
* | "A child passenger must be under 5 years old." |
*
* @param {Srv_Ticket_Child_AgeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_child_age = /** @type {((inputs?: Srv_Ticket_Child_AgeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Child_AgeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_child_age(inputs)
	return id_srv_ticket_child_age(inputs)
});