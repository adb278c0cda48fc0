// The vessel on every schedule card (spec §1: a fixed label); the server prints the same name on
// the e-ticket (server/constants.ts VESSEL_NAME).
export const VESSEL_NAME = 'KMP Sumut I';

/** The two ports of the crossing (spec §1), as the route list names them. */
export const PORT_SIMANINDO = 'Simanindo';
export const PORT_TIGARAS = 'Tigaras';
