// The one form rule (src/lib/form-state.ts): a message shows once its field was left or a submit
// was attempted.
import { describe, expect, it } from 'vitest';
import { attempt, shownErrors, touch, untouched } from '../../src/lib/form-state';

const errors = { name: 'Nama tidak boleh kosong.', age: 'Usia tidak boleh kosong.' };

describe('form state', () => {
  it('shows nothing before a field is touched or a submit attempted', () => {
    expect(shownErrors(untouched<'name' | 'age'>(), errors)).toEqual({});
  });

  it('shows a touched field’s message only', () => {
    expect(shownErrors(touch(untouched<'name' | 'age'>(), 'name'), errors)).toEqual({ name: errors.name });
  });

  it('shows every message after a submit attempt', () => {
    expect(shownErrors(attempt(untouched<'name' | 'age'>()), errors)).toEqual(errors);
  });

  it('keeps the same state when nothing changes', () => {
    const form = touch(untouched<'name'>(), 'name');
    expect(touch(form, 'name')).toBe(form);
    const submitted = attempt(form);
    expect(attempt(submitted)).toBe(submitted);
  });
});
