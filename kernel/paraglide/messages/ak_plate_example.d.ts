/**
* | output |
* | --- |
* | "Example: BK 1234 ABC" |
*
* @param {Ak_Plate_ExampleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_plate_example: ((inputs?: Ak_Plate_ExampleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Plate_ExampleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Plate_ExampleInputs = {};
