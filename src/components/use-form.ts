// Form state for a screen: the values, which fields were touched (blurred), and the spec §5
// message per field from a schema of kernel/validation. A message shows under its field once
// the field was touched or after a submit attempt; `valid` drives the disabled submit button.
import { useCallback, useMemo, useState } from 'react';
import type { AnySchema as FormSchema } from '../../kernel/form-schemas';
import type { AnySchema as ZodSchema } from '../../kernel/validation';

/** A form's schema: the client's (valibot, kernel/form-schemas.ts) or a zod/mini one (the booth's). */
type AnySchema = FormSchema | ZodSchema;
import { attempt as attemptForm, shownErrors, touch, untouched, type FormState } from '../lib/form-state';

/**
 * The first message per top-level field and whether `values` pass: kernel/validation's
 * `fieldErrors` and `isValid` in one parse, through the schema's own Standard Schema interface
 * (`~standard`, the same issues as zod's safeParse) rather than zod's functions, so this shared
 * hook loads no zod itself: the screens with a form bring it with their schema, the others do not
 * (issue #25, bench/README.md).
 */
function check(schema: AnySchema, values: unknown): { errors: Partial<Record<string, string>>; valid: boolean } {
  const result = schema['~standard'].validate(values);
  // zod's safeParse throws on an async schema too; every form schema is synchronous.
  if (result instanceof Promise) throw new Error('useForm: asynchronous schema');
  const errors: Partial<Record<string, string>> = {};
  if (!result.issues) return { errors, valid: true };
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const key = typeof first === 'object' ? first.key : first;
    if (key === undefined || typeof key === 'symbol') continue;
    const name = String(key);
    if (name !== '' && !Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return { errors, valid: false };
}

export type FormField = {
  /** The control's name: the frame's field and the screen's share it (src/hooks/early-input.ts). */
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/**
 * A field of a form's first paint (issue #25, src/hooks/first-paint.ts): empty and uncontrolled,
 * so a visitor can type into it before the app has started; the screen's field of the same name
 * takes what was typed (issue #36, kernel/early-input.ts).
 */
export function frameField(name: string): FormField {
  return { name, value: '', onValueChange: () => undefined, onBlur: () => undefined, error: undefined };
}

export function useForm<K extends string>(schema: AnySchema, initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [form, setForm] = useState<FormState<K>>(untouched);

  const checked = useMemo(() => check(schema, values), [schema, values]);
  const errors = checked.errors as Partial<Record<K, string>>;
  const shown = shownErrors(form, errors);
  const valid = checked.valid;

  const set = useCallback((name: K, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  const field = (name: K): FormField => ({
    name,
    value: values[name],
    onValueChange: (value) => set(name, value),
    onBlur: () => setForm((f) => touch(f, name)),
    error: shown[name],
  });

  /** Marks the form as submitted (every message shows); true when it may be sent. */
  const attempt = () => {
    setForm(attemptForm);
    return valid;
  };

  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setForm(untouched());
  };

  return { values, set, field, valid, errors, attempt, reset };
}
