/**
* | output |
* | --- |
* | "At most {n} passengers. Delete one to add a new one." |
*
* @param {Ak_Travellers_FullInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_travellers_full: ((inputs: Ak_Travellers_FullInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Travellers_FullInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Travellers_FullInputs = {
    n: NonNullable<unknown>;
};
