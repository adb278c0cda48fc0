/**
* | output |
* | --- |
* | "{name} ({type}), {age} years, {domicile}" |
*
* @param {Foot_Review_LineInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_review_line: ((inputs: Foot_Review_LineInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Review_LineInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Review_LineInputs = {
    name: NonNullable<unknown>;
    type: NonNullable<unknown>;
    age: NonNullable<unknown>;
    domicile: NonNullable<unknown>;
};
