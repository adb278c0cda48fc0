/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Manifest_LengthInputs */

const id_srv_ticket_manifest_length = /** @type {(inputs: Srv_Ticket_Manifest_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jumlah dan urutan penumpang tidak boleh berubah.`)
};

const en_srv_ticket_manifest_length = /** @type {(inputs: Srv_Ticket_Manifest_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number and order of passengers cannot change.`)
};

/**
* | output |
* | --- |
* | "The number and order of passengers cannot change." |
*
* @param {Srv_Ticket_Manifest_LengthInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_manifest_length = /** @type {((inputs?: Srv_Ticket_Manifest_LengthInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Manifest_LengthInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_manifest_length(inputs)
	return id_srv_ticket_manifest_length(inputs)
});