/**
* | output |
* | --- |
* | "Loading crossings" |
*
* @param {Beranda_Loading_CrossingInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const beranda_loading_crossing: ((inputs?: Beranda_Loading_CrossingInputs, options?: {
    locale?: "id" | "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Beranda_Loading_CrossingInputs, {
    locale?: "id" | "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Beranda_Loading_CrossingInputs = {};
