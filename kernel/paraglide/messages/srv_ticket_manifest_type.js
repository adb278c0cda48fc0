/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Manifest_TypeInputs */

const id_srv_ticket_manifest_type = /** @type {(inputs: Srv_Ticket_Manifest_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jenis penumpang tidak boleh berubah lewat Perbaiki Data.`)
};

const en_srv_ticket_manifest_type = /** @type {(inputs: Srv_Ticket_Manifest_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A passenger's type cannot be changed with Correct Details.`)
};

/**
* | output |
* | --- |
* | "A passenger's type cannot be changed with Correct Details." |
*
* @param {Srv_Ticket_Manifest_TypeInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_manifest_type = /** @type {((inputs?: Srv_Ticket_Manifest_TypeInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Manifest_TypeInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_manifest_type(inputs)
	return id_srv_ticket_manifest_type(inputs)
});