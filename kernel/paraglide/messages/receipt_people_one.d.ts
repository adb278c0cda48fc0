/**
* | output |
* | --- |
* | "{count} person" |
*
* @param {Receipt_People_OneInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const receipt_people_one: ((inputs: Receipt_People_OneInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Receipt_People_OneInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Receipt_People_OneInputs = {
    count: NonNullable<unknown>;
};
