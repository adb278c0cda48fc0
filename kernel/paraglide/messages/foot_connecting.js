/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Foot_ConnectingInputs */

const id_foot_connecting = /** @type {(inputs: Foot_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menghubungkan…`)
};

const en_foot_connecting = /** @type {(inputs: Foot_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting…`)
};

/**
* | output |
* | --- |
* | "Connecting…" |
*
* @param {Foot_ConnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_connecting = /** @type {((inputs?: Foot_ConnectingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Foot_ConnectingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_foot_connecting(inputs)
	return id_foot_connecting(inputs)
});