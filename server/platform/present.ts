// Database values → contract shapes, for every domain that answers with a departure's time.

/** PostgreSQL `time` → 'HH:MM:SS' (drops a fraction if any). */
export const hms = (t: string): string => t.slice(0, 8);
