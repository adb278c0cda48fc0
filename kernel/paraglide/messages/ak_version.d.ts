/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Ak_VersionInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_version: ((inputs: Ak_VersionInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ak_VersionInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ak_VersionInputs = {
    version: NonNullable<unknown>;
};
