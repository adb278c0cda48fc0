// Form state for a screen: the values, which fields were touched (blurred), and the spec §5
// message per field from a schema of kernel/validation. A message shows under its field once
// the field was touched or after a submit attempt; `valid` drives the disabled submit button.
import { useCallback, useMemo, useState } from 'react';
import { fieldErrors, isValid, type AnySchema } from '../../kernel/validation';
import { attempt as attemptForm, shownErrors, touch, untouched, type FormState } from '../lib/form-state';

export type FormField = {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

export function useForm<K extends string>(schema: AnySchema, initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [form, setForm] = useState<FormState<K>>(untouched);

  const errors = useMemo(() => fieldErrors(schema, values) as Partial<Record<K, string>>, [schema, values]);
  const shown = shownErrors(form, errors);
  const valid = useMemo(() => isValid(schema, values), [schema, values]);

  const set = useCallback((name: K, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  const field = (name: K): FormField => ({
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
