// The app's side of kernel/early-input.ts (issue #36 item 1): at the takeover from the prerendered
// frame, each field of the screen takes what was typed into the frame's field of the same name,
// through its own change handler (so it is filtered and validated as if typed now), and the one
// that had the focus takes it back; then the last tap on a frame control is replayed.
import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { EARLY_INPUT_KEY, STARTED_ATTRIBUTE, type EarlyInputStore } from '../../kernel/early-input';
import { useFirstPaint } from './first-paint';

type EarlyWindow = { [EARLY_INPUT_KEY]?: EarlyInputStore };

const store = (): EarlyInputStore | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as EarlyWindow)[EARLY_INPUT_KEY];

/**
 * What the frame's control `name` holds, taken once (a later screen with a field of the same name
 * starts empty): its value (undefined when nothing was typed there) and whether it had the focus.
 */
export function claimEarlyInput(name: string): { value: string | undefined; focused: boolean } | null {
  const s = store();
  if (!s) return null;
  const value = Object.hasOwn(s.values, name) ? s.values[name] : undefined;
  const focused = s.focus === name;
  if (value === undefined && !focused) return null;
  delete s.values[name];
  if (focused) s.focus = null;
  return { value, focused };
}

/**
 * The takeover is over (src/main.tsx, after the screens' first commit): the page's script stops
 * keeping input, what no field took is dropped, and the last tap on a frame control is replayed on
 * the screen's control of the same `data-early-tap` key, once the fields' adopted values are
 * rendered (a task later).
 */
export function finishEarlyInput(root: HTMLElement): void {
  root.setAttribute(STARTED_ATTRIBUTE, '');
  const s = store();
  if (!s) return;
  delete (window as unknown as EarlyWindow)[EARLY_INPUT_KEY];
  const tap = s.tap;
  if (tap === null) return;
  setTimeout(() => {
    const target = [...root.querySelectorAll<HTMLElement>('[data-early-tap]')].find(
      (el) => el.getAttribute('data-early-tap') === tap,
    );
    target?.click();
  }, 0);
}

/**
 * For a field: at its first mount after the takeover, takes the frame's value of `name` through
 * `adopt` (the field's own change handler) and the focus if it had it. Nothing in first-paint mode
 * (the frame itself) or without a name.
 */
export function useEarlyInput<E extends HTMLElement>(
  name: string | undefined,
  adopt: (value: string) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  const firstPaint = useFirstPaint();
  const onAdopt = useEffectEvent(adopt);
  useLayoutEffect(() => {
    if (firstPaint || !name) return;
    const early = claimEarlyInput(name);
    if (!early) return;
    if (early.value !== undefined) onAdopt(early.value);
    // The value is rendered in the next commit; the caret then goes to its end, where typing was.
    if (early.focused) ref.current?.focus({ preventScroll: true });
  }, [firstPaint, name]);
  return ref;
}
