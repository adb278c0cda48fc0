// Passengers of an order as a person reads them: per type, how many travel and how many of them
// have a name on the manifest. Counters ('+') add passengers without a name; the modal adds named
// ones. Both are charged, so both are shown: on konfirmasi-pesanan and on the e-ticket (issue #11).

export type PassengerTally = {
  feeType: string;
  count: number;
  named: number;
  unnamed: number;
};

/**
 * One entry per type with passengers, in the order of `types`: its count (never below the number of
 * its named passengers) and how many of those are named.
 */
export function passengerTally(
  types: readonly { id: number; feeType: string }[],
  countOf: (typeId: number) => number,
  named: readonly { passengerTypeId: number }[],
): PassengerTally[] {
  return types.flatMap((t) => {
    const namedCount = named.filter((p) => p.passengerTypeId === t.id).length;
    const count = Math.max(countOf(t.id), namedCount);
    return count > 0 ? [{ feeType: t.feeType, count, named: namedCount, unnamed: count - namedCount }] : [];
  });
}

/** '3 orang', '3 orang, 1 tanpa nama', '2 orang, tanpa nama'. */
export function tallyText(t: Pick<PassengerTally, 'count' | 'named' | 'unnamed'>): string {
  if (t.unnamed === 0) return `${t.count} orang`;
  if (t.named === 0) return `${t.count} orang, tanpa nama`;
  return `${t.count} orang, ${t.unnamed} tanpa nama`;
}

/**
 * A passenger type as people read it: 'DEWASA' → 'Dewasa', 'ANAK-ANAK' → 'Anak-anak' (issue #11).
 * The API and the stored data keep their codes; only what is shown changes.
 */
export function passengerTypeLabel(feeType: string): string {
  const lower = feeType.trim().toLocaleLowerCase('id');
  return lower.charAt(0).toLocaleUpperCase('id') + lower.slice(1);
}

/** Passengers paid for without a name, per type: how many of `feeType`. */
export type UnnamedPassengers = { feeType: string; count: number };

/**
 * Per type paid for (`lines`, a transaction's passenger lines), the passengers without a name: the
 * type's count minus its named passengers (`named`: manifest rows, `passengerId` being the type's
 * id). Types with none are left out. Issue #21: every person paid for is on the manifest.
 */
export function unnamedPassengers(
  lines: readonly { passengerTypeId: number; feeType: string; count: number }[],
  named: readonly { passengerId: number }[],
): UnnamedPassengers[] {
  return lines.flatMap((l) => {
    const count = l.count - named.filter((m) => m.passengerId === l.passengerTypeId).length;
    return count > 0 ? [{ feeType: l.feeType, count }] : [];
  });
}

/** '2 penumpang dewasa tanpa nama', '1 penumpang anak-anak tanpa nama'. */
export function unnamedText(u: UnnamedPassengers): string {
  return `${u.count} penumpang ${u.feeType.trim().toLocaleLowerCase('id')} tanpa nama`;
}

/**
 * The people a ticket carries: its driver, its named passengers and every one paid for without a
 * name. A foot ticket (kind 'foot', issue #40 item 3) has no driver.
 */
export function headCount(t: {
  passengers: readonly unknown[];
  unnamedPassengers: readonly UnnamedPassengers[];
  kind?: string;
}) {
  return (t.kind === 'foot' ? 0 : 1) + t.passengers.length + t.unnamedPassengers.reduce((n, u) => n + u.count, 0);
}
