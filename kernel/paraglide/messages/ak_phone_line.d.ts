/**
* | output |
* | --- |
* | "Mobile number: {phone}" |
*
* @param {Ak_Phone_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_phone_line: ((inputs: Ak_Phone_LineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Phone_LineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Phone_LineInputs = {
    phone: NonNullable<unknown>;
};
