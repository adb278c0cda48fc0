/**
* | output |
* | --- |
* | "Tickets for passengers crossing without a vehicle. Enter each passenger's name as on their ID card or passport." |
*
* @param {Foot_IntroInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_intro: ((inputs?: Foot_IntroInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_IntroInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_IntroInputs = {};
