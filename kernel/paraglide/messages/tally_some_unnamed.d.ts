/**
* | output |
* | --- |
* | "{count}, {unnamed} without a name" |
*
* @param {Tally_Some_UnnamedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const tally_some_unnamed: ((inputs: Tally_Some_UnnamedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tally_Some_UnnamedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tally_Some_UnnamedInputs = {
    count: NonNullable<unknown>;
    unnamed: NonNullable<unknown>;
};
