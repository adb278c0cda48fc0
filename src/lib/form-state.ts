// The one rule of every form (spec §5): a field's message shows once the field was touched (left)
// or a submit was attempted. Pure, for the screens' forms (src/components/use-form.ts) and for the
// machines that keep a form in their context (booking: vehicle and driver, the passenger modal;
// search).

export type FormState<K extends string = string> = { touched: readonly K[]; submitted: boolean };

/** A form nobody has touched or submitted. */
export const untouched = <K extends string>(): FormState<K> => ({ touched: [], submitted: false });

/** `field` was left: its message may show from now on. */
export function touch<K extends string>(form: FormState<K>, field: K): FormState<K> {
  return form.touched.includes(field) ? form : { ...form, touched: [...form.touched, field] };
}

/** A submit was attempted: every message shows. */
export function attempt<K extends string>(form: FormState<K>): FormState<K> {
  return form.submitted ? form : { ...form, submitted: true };
}

/** The messages of `errors` that show now. */
export function shownErrors<K extends string>(
  form: FormState<K>,
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const shown: Partial<Record<K, string>> = {};
  for (const field of Object.keys(errors) as K[]) {
    if (errors[field] !== undefined && (form.submitted || form.touched.includes(field))) shown[field] = errors[field];
  }
  return shown;
}
