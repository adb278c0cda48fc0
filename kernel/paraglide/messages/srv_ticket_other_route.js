/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Srv_Ticket_Other_RouteInputs */

const id_srv_ticket_other_route = /** @type {(inputs: Srv_Ticket_Other_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keberangkatan tujuan harus pada rute yang sama.`)
};

const en_srv_ticket_other_route = /** @type {(inputs: Srv_Ticket_Other_RouteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new departure must be on the same route.`)
};

/**
* | output |
* | --- |
* | "The new departure must be on the same route." |
*
* @param {Srv_Ticket_Other_RouteInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const srv_ticket_other_route = /** @type {((inputs?: Srv_Ticket_Other_RouteInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Srv_Ticket_Other_RouteInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_srv_ticket_other_route(inputs)
	return id_srv_ticket_other_route(inputs)
});