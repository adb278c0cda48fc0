/**
* | output |
* | --- |
* | "Sold out" |
*
* @param {Availability_Sold_OutInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const availability_sold_out: ((inputs?: Availability_Sold_OutInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Availability_Sold_OutInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Availability_Sold_OutInputs = {};
