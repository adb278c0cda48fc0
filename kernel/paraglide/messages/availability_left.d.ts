/**
* | output |
* | --- |
* | "{qty} tickets available" |
*
* @param {Availability_LeftInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const availability_left: ((inputs: Availability_LeftInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Availability_LeftInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Availability_LeftInputs = {
    qty: NonNullable<unknown>;
};
