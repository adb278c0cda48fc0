/**
* | output |
* | --- |
* | "Not valid while the departure is held. The officer will refuse this code until the departure reopens." |
*
* @param {Ak_Held_QrInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_held_qr: ((inputs?: Ak_Held_QrInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Held_QrInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Held_QrInputs = {};
