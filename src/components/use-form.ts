// Form state for a screen: the values, which fields were touched (blurred), and the spec §5
// message per field from a schema of kernel/validation. A message shows under its field once
// the field was touched or after a submit attempt; `valid` drives the disabled submit button.
import { useCallback, useMemo, useState } from 'react';
import { fieldErrors, isValid, type AnySchema } from '../../kernel/validation';

export type FormField = {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

export function useForm<K extends string>(schema: AnySchema, initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [attempted, setAttempted] = useState(false);

  const errors = useMemo(() => fieldErrors(schema, values), [schema, values]);
  const valid = useMemo(() => isValid(schema, values), [schema, values]);

  const set = useCallback((name: K, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  const field = (name: K): FormField => ({
    value: values[name],
    onValueChange: (value) => set(name, value),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    error: touched[name] || attempted ? errors[name] : undefined,
  });

  /** Marks the form as submitted (every message shows); true when it may be sent. */
  const attempt = () => {
    setAttempted(true);
    return valid;
  };

  const reset = (next: Record<K, string> = initial) => {
    setValues(next);
    setTouched({});
    setAttempted(false);
  };

  return { values, set, field, valid, errors, attempt, reset };
}
