/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_IntroInputs */

const id_foot_intro = /** @type {(inputs: Foot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiket untuk penumpang yang menyeberang tanpa kendaraan. Isi nama setiap penumpang sesuai KTP atau paspor.`)
};

const en_foot_intro = /** @type {(inputs: Foot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets for passengers crossing without a vehicle. Enter each passenger's name as on their ID card or passport.`)
};

/**
* | output |
* | --- |
* | "Tickets for passengers crossing without a vehicle. Enter each passenger's name as on their ID card or passport." |
*
* @param {Foot_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_intro = /** @type {((inputs?: Foot_IntroInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_IntroInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_intro(inputs)
	return id_foot_intro(inputs)
});