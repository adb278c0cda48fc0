/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ak_Chat_WhatsappInputs */

const id_ak_chat_whatsapp = /** @type {(inputs: Ak_Chat_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat via WhatsApp`)
};

const en_ak_chat_whatsapp = /** @type {(inputs: Ak_Chat_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp`)
};

/**
* | output |
* | --- |
* | "Chat on WhatsApp" |
*
* @param {Ak_Chat_WhatsappInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_chat_whatsapp = /** @type {((inputs?: Ak_Chat_WhatsappInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Chat_WhatsappInputs, { locale?: "id" | "en" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_chat_whatsapp(inputs)
	return id_ak_chat_whatsapp(inputs)
});