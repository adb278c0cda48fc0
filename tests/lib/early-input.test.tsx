// Nothing typed before the app has started is lost (issue #36 item 1): the page's inline script
// (kernel/early-input.ts) keeps what happens to the prerendered frame's fields, and at the takeover
// the screen's fields take it through their own change handlers (src/hooks/early-input.ts), the
// focused one takes the focus back, and a tap on a frame control is replayed on the screen's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { EARLY_INPUT_KEY, EARLY_INPUT_SCRIPT } from '../../kernel/early-input';
import { FirstPaintContext, useFirstPaint } from '../../src/hooks/first-paint';
import { finishEarlyInput } from '../../src/hooks/early-input';
import { PasswordField, PhoneField, SelectField, TextField } from '../../src/components/fields';
import { frameField, useForm } from '../../src/components/use-form';
import { loginSchema } from '../../kernel/validation';

const earlyStore = () => (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];

/** The login form as a screen and its frame draw it (the frame: empty fields, nothing sent). */
function LoginForm({ onTap }: { onTap: () => void }) {
  const firstPaint = useFirstPaint();
  const form = useForm(loginSchema, { phone_number: '', password: '' });
  const [gender, setGender] = useState('');
  const field = firstPaint ? frameField : form.field;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()}>
      <PhoneField label="Nomor HP" {...field('phone_number')} />
      <PasswordField label="Kata Sandi" {...field('password')} />
      <SelectField
        label="Jenis Kelamin"
        name="gender"
        placeholder="Pilih"
        options={[
          { value: 'Laki - Laki', label: 'Laki - Laki' },
          { value: 'Perempuan', label: 'Perempuan' },
        ]}
        value={firstPaint ? '' : gender}
        onValueChange={firstPaint ? () => undefined : setGender}
      />
      <TextField label="Catatan" value="" onValueChange={() => undefined} />
      <button type="button" data-early-tap="kirim" onClick={firstPaint ? undefined : onTap}>
        Kirim
      </button>
      <output data-testid="valid">{String(form.valid)}</output>
    </form>
  );
}

/** main.tsx's takeover in small: hydrate the frame, then leave first-paint mode in a transition. */
function Takeover({ onTap }: { onTap: () => void }) {
  const [firstPaint, setFirstPaint] = useState(true);
  useEffect(() => startTransition(() => setFirstPaint(false)), []);
  useLayoutEffect(() => {
    if (!firstPaint) finishEarlyInput(document.getElementById('root')!);
  }, [firstPaint]);
  return (
    <FirstPaintContext value={firstPaint}>
      <LoginForm onTap={onTap} />
    </FirstPaintContext>
  );
}

let roots: Root[] = [];

/** The server's page: the frame in #root, then the early-input script, run. */
function servePage(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(
    <FirstPaintContext value={true}>
      <LoginForm onTap={() => undefined} />
    </FirstPaintContext>,
  );
  document.body.append(root);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  new Function(EARLY_INPUT_SCRIPT)();
  return root;
}

/** Types `text` into a native control the way a browser reports it: the value, then an input event. */
function type(control: HTMLInputElement | HTMLSelectElement, text: string) {
  control.focus();
  control.value = text;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

async function takeOver(onTap: () => void = () => undefined) {
  const root = document.getElementById('root')!;
  await act(async () => {
    roots.push(hydrateRoot(root, <Takeover onTap={onTap} />));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return root;
}

afterEach(() => {
  for (const r of roots) act(() => r.unmount());
  roots = [];
  cleanup();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
  vi.restoreAllMocks();
});

describe('typing into the prerendered frame before the app has started', () => {
  it("keeps each named field's value and hands it to the screen's field through its own filter", async () => {
    const root = servePage();
    type(root.querySelector<HTMLInputElement>('input[name="phone_number"]')!, '0812ab3456-789');
    type(root.querySelector<HTMLSelectElement>('select[name="gender"]')!, 'Perempuan');
    type(root.querySelector<HTMLInputElement>('input[name="password"]')!, 'rahasia123');
    expect(earlyStore()).toEqual({
      values: { phone_number: '0812ab3456-789', gender: 'Perempuan', password: 'rahasia123' },
      focus: 'password',
      tap: null,
    });

    await takeOver();

    // The phone field keeps its digits only, as it does for anything pasted (spec §5).
    const phone = root.querySelector<HTMLInputElement>('input[name="phone_number"]')!;
    expect(phone.value).toBe('08123456789');
    expect(root.querySelector<HTMLSelectElement>('select[name="gender"]')!.value).toBe('Perempuan');
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.value).toBe('rahasia123');
    // The form's state has them, not just the DOM: the login is valid.
    expect(root.querySelector('[data-testid="valid"]')!.textContent).toBe('true');
    // The field that had the focus has it again, so the next key lands where the last one did.
    expect(document.activeElement).toBe(password);
    expect(root.hasAttribute('data-started')).toBe(true);
    expect(earlyStore()).toBeUndefined();
  });

  it('leaves an untouched field as the screen starts it, and keeps nothing once the app has started', async () => {
    const root = servePage();
    await takeOver();
    expect(root.querySelector<HTMLInputElement>('input[name="phone_number"]')!.value).toBe('');
    expect(document.activeElement).toBe(document.body);
    // A page whose script still runs (another frame) stops at data-started.
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY] = undefined;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
    new Function(EARLY_INPUT_SCRIPT)();
    type(root.querySelector<HTMLInputElement>('input[name="phone_number"]')!, '0812');
    expect(earlyStore()).toEqual({ values: {}, focus: null, tap: null });
  });

  it("replays a tap on a frame control on the screen's control of the same key, once", async () => {
    const root = servePage();
    const button = root.querySelector<HTMLButtonElement>('[data-early-tap="kirim"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const onTap = vi.fn();
    await takeOver(onTap);
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('never lets a submit inside the frame leave the page', () => {
    const root = servePage();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
