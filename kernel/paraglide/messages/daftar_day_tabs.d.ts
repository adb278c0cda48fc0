/**
* | output |
* | --- |
* | "Departure date" |
*
* @param {Daftar_Day_TabsInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const daftar_day_tabs: ((inputs?: Daftar_Day_TabsInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Daftar_Day_TabsInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Daftar_Day_TabsInputs = {};
