/**
* | output |
* | --- |
* | "{count} people" |
*
* @param {Receipt_PeopleInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_people: ((inputs: Receipt_PeopleInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_PeopleInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_PeopleInputs = {
    count: NonNullable<unknown>;
};
