/**
* | output |
* | --- |
* | "{count}" |
*
* @param {Tally_NamedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const tally_named: ((inputs: Tally_NamedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tally_NamedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tally_NamedInputs = {
    count: NonNullable<unknown>;
};
