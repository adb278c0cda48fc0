// Small pieces the console's pages share (issue #22): numbers in Indonesian, the status badge,
// the load failure with its retry, and the state of a form (values, and its messages once the
// operator tried to save), the edit form with its heading and Simpan / Batal.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../../components/banner';
import { NetworkButton } from '../../components/network-button';
import { OPERATOR_MSG, STATUS_LABEL } from '../../lib/operator-messages';
import type { ScheduleStatus } from '../../../kernel/closure';

let numberFormat: Intl.NumberFormat | undefined;
/** 120 → '120', 12.5 → '12,5', 1234.56 → '1.234,56' (id-ID). */
export function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
  return numberFormat.format(value);
}

/** A metres value as the form shows it: '12.5' (a dot, as the input accepts). */
export const metresInput = (value: number) => String(value);

export function StatusBadge({ status }: { status: ScheduleStatus }) {
  return <span className={`operator-badge operator-badge-${status}`}>{STATUS_LABEL[status]}</span>;
}

/** The page could not load its data: why, and Coba lagi. */
export function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <Banner>
      {OPERATOR_MSG.loadFailed} {message}{' '}
      <button type="button" className="button-link" onClick={onRetry}>
        {OPERATOR_MSG.retry}
      </button>
    </Banner>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return children ? <Banner tone="info">{children}</Banner> : null;
}

/**
 * A form's values and the messages to show: none until the operator tries to save, then every
 * field's (kept up to date as they type). `submit` returns true when the values may be sent.
 */
export function useOperatorForm<V extends object, K extends string>(
  initial: V,
  errorsOf: (values: V) => Partial<Record<K, string>>,
) {
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? errorsOf(values) : {};
  const set = <F extends keyof V>(name: F, value: V[F]) => setValues((v) => ({ ...v, [name]: value }));
  const submit = () => {
    setAttempted(true);
    return Object.keys(errorsOf(values)).length === 0;
  };
  /** The form's submit handler: sends the values only when they may be sent. */
  const onSubmit = (send: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    if (submit()) send(values);
  };
  /** A TextField's value, change handler, message and disabled state for a text field of the form. */
  const field = (name: TextKey<V> & K, disabled: boolean) => ({
    value: values[name] as string,
    onValueChange: (value: string) => set(name, value as V[typeof name]),
    error: (errors as Partial<Record<K, string>>)[name],
    disabled,
  });
  return { values, set, errors: errors as Partial<Record<K, string>>, submit, onSubmit, field };
}

type TextKey<V> = { [P in keyof V]: V[P] extends string ? P : never }[keyof V];

/** Simpan (Menyimpan… while busy) and Batal under a form. */
export function FormActions({
  busy,
  onCancel,
  submitLabel = 'Simpan',
}: {
  busy: boolean;
  onCancel?: () => void;
  submitLabel?: string;
}) {
  return (
    <div className="operator-form-actions">
      <NetworkButton type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Menyimpan…' : submitLabel}
      </NetworkButton>
      {onCancel && (
        <button type="button" className="button button-secondary" disabled={busy} onClick={onCancel}>
          Batal
        </button>
      )}
    </div>
  );
}

/** What a page gives its edit form: busy while saving, the server's refusal, Simpan and Batal. */
export type EditorProps<V> = {
  busy: boolean;
  error: string | null;
  onSave: (values: V) => void;
  onCancel: () => void;
};

/** An edit form named by its title, the heading focused when it opens, and the server's refusal. */
export function EditForm({
  title,
  error,
  onSubmit,
  children,
}: {
  title: string;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form className="operator-form" aria-label={title} onSubmit={onSubmit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {error && <Banner>{error}</Banner>}
      {children}
    </form>
  );
}

/** A row's Ubah button, off while another row is being changed. */
export function EditButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button button-secondary" aria-label={label} disabled={disabled} onClick={onClick}>
      Ubah
    </button>
  );
}

/**
 * A wide table's wrapper, scrolling sideways on a phone. A table with nothing focusable in it
 * (Dasbor, Tarif) must still be reachable by keyboard to scroll it (WCAG 2.1.1; axe
 * scrollable-region-focusable): a named region in the tab order.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="operator-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** What a list-with-one-editor chart (ships, vehicleLengths) shows: loading … ready.browsing/editing/saving. */
type EditListSnapshot = {
  matches(value: 'failed' | 'loading' | { ready: 'browsing' | 'saving' }): boolean;
  context: { editingId: number | null; error: string | null; notice: string | null };
};

/** For `useSelector(actor, editListView, shallowEqual)`: the states and messages such a page shows. */
export const editListView = (s: EditListSnapshot) => ({
  failed: s.matches('failed'),
  loading: s.matches('loading'),
  editing: !s.matches('failed') && !s.matches('loading') && !s.matches({ ready: 'browsing' }),
  saving: s.matches({ ready: 'saving' }),
  editingId: s.context.editingId,
  error: s.context.error,
  notice: s.context.notice,
});

/** The load failure with Coba lagi, the loading status line, and the last save's notice. */
export function ListStatus({
  view,
  loadingText,
  onRetry,
}: {
  view: { failed: boolean; loading: boolean; error: string | null; notice: string | null };
  loadingText: string;
  onRetry: () => void;
}) {
  return (
    <>
      {view.failed && <LoadFailed message={view.error} onRetry={onRetry} />}
      {view.loading && <p role="status">{loadingText}</p>}
      <Notice>{view.notice}</Notice>
    </>
  );
}
