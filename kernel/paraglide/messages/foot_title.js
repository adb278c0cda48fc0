/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_TitleInputs */

const id_foot_title = /** @type {(inputs: Foot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesan Tiket Pejalan Kaki`)
};

const en_foot_title = /** @type {(inputs: Foot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Foot Passenger Ticket`)
};

/**
* | output |
* | --- |
* | "Book a Foot Passenger Ticket" |
*
* @param {Foot_TitleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_title = /** @type {((inputs?: Foot_TitleInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_TitleInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_title(inputs)
	return id_foot_title(inputs)
});