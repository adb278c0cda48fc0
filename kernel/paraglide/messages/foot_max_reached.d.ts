/**
* | output |
* | --- |
* | "At most 20 passengers in one order." |
*
* @param {Foot_Max_ReachedInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const foot_max_reached: ((inputs?: Foot_Max_ReachedInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Foot_Max_ReachedInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Foot_Max_ReachedInputs = {};
