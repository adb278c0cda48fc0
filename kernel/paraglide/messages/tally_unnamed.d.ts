/**
* | output |
* | --- |
* | "{count}, without names" |
*
* @param {Tally_UnnamedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const tally_unnamed: ((inputs: Tally_UnnamedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tally_UnnamedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tally_UnnamedInputs = {
    count: NonNullable<unknown>;
};
