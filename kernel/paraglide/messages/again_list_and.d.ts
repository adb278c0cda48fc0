/**
* | output |
* | --- |
* | "{first} and {last}" |
*
* @param {Again_List_AndInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const again_list_and: ((inputs: Again_List_AndInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Again_List_AndInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Again_List_AndInputs = {
    first: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
