/**
* | output |
* | --- |
* | "{count} or more" |
*
* @param {Ak_Upcoming_MoreInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_upcoming_more: ((inputs: Ak_Upcoming_MoreInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_Upcoming_MoreInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_Upcoming_MoreInputs = {
    count: NonNullable<unknown>;
};
