/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ak_Upcoming_WarningInputs */

const id_ak_upcoming_warning = /** @type {(inputs: Ak_Upcoming_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anda masih memiliki ${i?.count} tiket lunas untuk keberangkatan yang akan datang. Setelah akun dihapus, tiket tersebut tidak dapat dibuka lagi di aplikasi. Unduh e-tiketnya terlebih dahulu bila masih diperlukan.`)
};

const en_ak_upcoming_warning = /** @type {(inputs: Ak_Upcoming_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You still have ${i?.count} paid tickets for upcoming departures. Once the account is deleted, they can no longer be opened in the app. Download the e-tickets first if you still need them.`)
};

/**
* | output |
* | --- |
* | "You still have {count} paid tickets for upcoming departures. Once the account is deleted, they can no longer be opened in the app. Download the e-tickets fir..." |
*
* @param {Ak_Upcoming_WarningInputs} inputs
* @param {{ locale?: "id" | "en" }} options
* @returns {LocalizedString}
*/
export const ak_upcoming_warning = /** @type {((inputs: Ak_Upcoming_WarningInputs, options?: { locale?: "id" | "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ak_Upcoming_WarningInputs, { locale?: "id" | "en" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_ak_upcoming_warning(inputs)
	return id_ak_upcoming_warning(inputs)
});