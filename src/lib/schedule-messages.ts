// What the departure screens say when a schedule cannot be loaded (spec §8), written once for the
// booking (pesan-tiket) and the schedule list (daftar-tiket).
export const SCHEDULE_LOAD_FAILED = 'Failed to get schedule';
