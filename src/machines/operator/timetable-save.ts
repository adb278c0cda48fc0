// What the Jadwal page sends (issue #22): its forms' submissions, as the API takes them, and the one
// call that sends each. Issue #38 item 3: an extra departure goes again with `allowClash` once the
// operator accepted the clash with the ship's own sailings, and a pair's crossing time is set here.
import {
  createException,
  createExtraDeparture,
  createPattern,
  deleteException,
  setCrossingTime,
  updatePattern,
  type CrossingTimeInput,
  type DepartureDecision,
  type ExceptionInput,
  type ExtraDepartureInput,
  type PatternInput,
} from '../../api/operator-timetable';

/** Which form is open. */
export type Editor =
  | { kind: 'pattern'; patternId: number | null }
  | { kind: 'exception'; patternId: number }
  | { kind: 'undo'; exceptionId: number }
  | { kind: 'extra' }
  | { kind: 'crossing'; portA: number; portB: number };

/** A form's values, as the API takes them (decisions and the accepted clash are the machine's). */
export type Submission =
  | { kind: 'pattern'; patternId: number | null; body: Omit<PatternInput, 'decisions'> }
  | { kind: 'exception'; body: Omit<ExceptionInput, 'decisions'> }
  | { kind: 'undo'; exceptionId: number; reason: string }
  | { kind: 'extra'; body: Omit<ExtraDepartureInput, 'allowClash'> }
  | { kind: 'crossing'; body: CrossingTimeInput };

export type SaveInput = { submission: Submission; decisions: DepartureDecision[]; allowClash?: boolean };

/** Sends one submission; `decisions` go with the writes that take them, `allowClash` with an extra departure. */
export async function saveSubmission({ submission, decisions, allowClash }: SaveInput): Promise<void> {
  const extra = decisions.length ? { decisions } : {};
  switch (submission.kind) {
    case 'pattern':
      if (submission.patternId === null) await createPattern({ ...submission.body, ...extra });
      else await updatePattern(submission.patternId, { ...submission.body, ...extra });
      return;
    case 'exception':
      await createException({ ...submission.body, ...extra });
      return;
    case 'undo':
      await deleteException(submission.exceptionId, submission.reason);
      return;
    case 'extra':
      await createExtraDeparture({ ...submission.body, ...(allowClash ? { allowClash: true } : {}) });
      return;
    case 'crossing':
      await setCrossingTime(submission.body);
  }
}
