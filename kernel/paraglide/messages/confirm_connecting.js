/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_ConnectingInputs */

const id_confirm_connecting = /** @type {(inputs: Confirm_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menghubungkan ke server…`)
};

const en_confirm_connecting = /** @type {(inputs: Confirm_ConnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting to the server…`)
};

/**
* | output |
* | --- |
* | "Connecting to the server…" |
*
* @param {Confirm_ConnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_connecting = /** @type {((inputs?: Confirm_ConnectingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_ConnectingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_connecting(inputs)
	return id_confirm_connecting(inputs)
});