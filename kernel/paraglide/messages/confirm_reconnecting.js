/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_ReconnectingInputs */

const id_confirm_reconnecting = /** @type {(inputs: Confirm_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koneksi terputus. Menghubungkan kembali…`)
};

const en_confirm_reconnecting = /** @type {(inputs: Confirm_ReconnectingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection lost. Reconnecting…`)
};

/**
* | output |
* | --- |
* | "Connection lost. Reconnecting…" |
*
* @param {Confirm_ReconnectingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const confirm_reconnecting = /** @type {((inputs?: Confirm_ReconnectingInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_ReconnectingInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_confirm_reconnecting(inputs)
	return id_confirm_reconnecting(inputs)
});