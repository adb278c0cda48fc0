/**
* | output |
* | --- |
* | "Chat on WhatsApp" |
*
* @param {Ak_Chat_WhatsappInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_chat_whatsapp: ((inputs?: Ak_Chat_WhatsappInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Chat_WhatsappInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Chat_WhatsappInputs = {};
