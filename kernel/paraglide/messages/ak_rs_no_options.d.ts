/**
* | output |
* | --- |
* | "No other departures to choose on this date." |
*
* @param {Ak_Rs_No_OptionsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_rs_no_options: ((inputs?: Ak_Rs_No_OptionsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Rs_No_OptionsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Rs_No_OptionsInputs = {};
