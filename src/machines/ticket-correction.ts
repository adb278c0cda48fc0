// Perbaiki Data (issue #23): the form's draft, prefilled from the ticket, checked with the rules of
// pesan-tiket (kernel/validation.ts: plate pattern, name, age, domicile), turned into the request
// body (CorrectionInput) and compared with the ticket to list what changes before it is sent.
// The Golongan and the passenger counts cannot change this way: the draft has no place for them.
import * as z from 'zod/mini';
import { driverSchema, fieldErrors, passengerFormSchema, plateSchema } from '../../kernel/validation';
import type { CorrectionInputDto } from '../api/tickets';
import type { TransactionDetail } from '../api/transactions';
import { TICKET_ACTION_MSG as M } from '../lib/ticket-action-messages';

export type PersonDraft = { name: string; age: string; domicile: string };
export type CorrectionDraft = {
  plateNumber: string;
  driver: PersonDraft;
  manifest: (PersonDraft & { passengerId: number })[];
};
/** 'plateNumber', 'driver.name', 'manifest.0.age', …: the field a CORRECT.FIELD event changes. */
export type CorrectionField = string;
export type CorrectionErrors = Partial<Record<CorrectionField, string>>;
export type CorrectionChange = { label: string; from: string; to: string };

const personSchema = z.pick(passengerFormSchema, { name: true, age: true, domicile: true });
const driverPersonSchema = z.pick(driverSchema, { name: true, age: true, domicile: true });

const ageText = (age: number | undefined) => (age === undefined ? '' : String(age));

/** The draft the form opens with: the ticket's plate, driver and named passengers. */
export function draftFromTicket(ticket: TransactionDetail): CorrectionDraft {
  const driver = ticket.driver;
  return {
    plateNumber: ticket.plateNumber,
    driver: {
      name: driver?.name ?? ticket.driverName ?? '',
      age: ageText(driver?.age),
      domicile: driver?.domicile ?? '',
    },
    manifest: (ticket.manifest ?? []).map((p) => ({
      passengerId: p.passengerId,
      name: p.name,
      age: String(p.age),
      domicile: p.domicile,
    })),
  };
}

/** The draft with one field set; an unknown path leaves it as it is. */
export function setField(draft: CorrectionDraft, field: CorrectionField, value: string): CorrectionDraft {
  const [head, second, third] = field.split('.');
  if (head === 'plateNumber') return { ...draft, plateNumber: value };
  if (head === 'driver' && (second === 'name' || second === 'age' || second === 'domicile'))
    return { ...draft, driver: { ...draft.driver, [second]: value } };
  const index = Number(second);
  if (head === 'manifest' && (third === 'name' || third === 'age' || third === 'domicile') && draft.manifest[index])
    return { ...draft, manifest: draft.manifest.map((p, i) => (i === index ? { ...p, [third]: value } : p)) };
  return draft;
}

/** The message of every invalid field, keyed like CORRECT.FIELD's paths; empty when all are valid. */
export function correctionErrors(draft: CorrectionDraft): CorrectionErrors {
  const errors: CorrectionErrors = {};
  const plate = fieldErrors(z.object({ plateNumber: plateSchema }), { plateNumber: draft.plateNumber });
  if (plate.plateNumber) errors.plateNumber = plate.plateNumber;
  for (const [key, message] of Object.entries(fieldErrors(driverPersonSchema, draft.driver)))
    errors[`driver.${key}`] = message;
  draft.manifest.forEach((p, i) => {
    for (const [key, message] of Object.entries(fieldErrors(personSchema, p))) errors[`manifest.${i}.${key}`] = message;
  });
  return errors;
}

/** The request body of a valid draft (the plate normalised as pesan-tiket does), or null when invalid. */
export function correctionBody(draft: CorrectionDraft): CorrectionInputDto | null {
  const plate = z.safeParse(plateSchema, draft.plateNumber);
  const driver = z.safeParse(driverPersonSchema, draft.driver);
  const people = draft.manifest.map((p) => ({ id: p.passengerId, parsed: z.safeParse(personSchema, p) }));
  if (!plate.success || !driver.success || people.some((p) => !p.parsed.success)) return null;
  return {
    plateNumber: plate.data,
    driver: { name: driver.data.name, age: driver.data.age, domicile: driver.data.domicile },
    manifest: people.map(({ id, parsed }) => {
      const p = parsed.data as z.output<typeof personSchema>;
      return { passengerId: id, name: p.name, age: p.age, domicile: p.domicile };
    }),
  };
}

/** What the body changes against the ticket, labelled in Indonesian (empty: nothing changes). */
export function correctionChanges(ticket: TransactionDetail, body: CorrectionInputDto): CorrectionChange[] {
  const before = draftFromTicket(ticket);
  const changes: CorrectionChange[] = [];
  const add = (label: string, from: string, to: string) => {
    if (from !== to) changes.push({ label, from: from || '-', to });
  };
  add(M.plate, before.plateNumber, body.plateNumber);
  add(M.driverName, before.driver.name, body.driver.name);
  add(M.driverAge, before.driver.age, String(body.driver.age));
  add(M.driverDomicile, before.driver.domicile, body.driver.domicile);
  body.manifest.forEach((p, i) => {
    const old = before.manifest[i];
    add(M.passengerName(i + 1), old?.name ?? '', p.name);
    add(M.passengerAge(i + 1), old?.age ?? '', String(p.age));
    add(M.passengerDomicile(i + 1), old?.domicile ?? '', p.domicile);
  });
  return changes;
}
