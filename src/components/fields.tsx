// Form fields with a visible label, the validation message under the field (linked by
// aria-describedby, shown once the field was touched) and aria-invalid.
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { FIELD_MAX, isAllowedPhoneKey } from '../../kernel/field-rules';
import { useFirstPaint } from '../hooks/first-paint';
import { useEarlyInput } from '../hooks/early-input';
import { m } from '../../kernel/paraglide/messages';
import { useT } from '../hooks/language';

type Common = {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
};

type InputProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** The ids that tie a control to its label, hint and message (aria-describedby lists what is shown). */
function useFieldIds(id: string | undefined, error: string | null | undefined, hint: ReactNode) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

/**
 * A control's value props. In the prerendered frame (issue #25) the control is uncontrolled, so
 * what a visitor types before the app has started stays in it (kernel/early-input.ts keeps it for
 * the screen); after the takeover it is controlled by `value`.
 */
function useValueProps<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onValueChange: (value: string) => void,
) {
  const firstPaint = useFirstPaint();
  return firstPaint
    ? { defaultValue: value }
    : { value, onChange: (event: { target: E }) => onValueChange(event.target.value) };
}

/** What sits under a control: its hint, then its message (the ids its aria-describedby names). */
function Below({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint: ReactNode;
  errorId: string;
  error?: string | null | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({ label, error, hint, value, onValueChange, id, className, ...rest }: InputProps) {
  const { fieldId: inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  const ref = useEarlyInput<HTMLInputElement>(rest.name, onValueChange);
  const valueProps = useValueProps<HTMLInputElement>(value, onValueChange);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        {...valueProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <Below hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/**
 * A date with the Indonesian text the app writes everywhere ('Selasa, 24 Nov 2026') instead of the
 * browser's own format (issue #11). The native date input stays the control — its picker, its
 * keyboard editing, its value for assistive technology — with its own text made transparent while
 * it is not focused, and `display` drawn in its place; focused, the native segments show for typing.
 */
export function DateField({
  label,
  error,
  hint,
  value,
  onValueChange,
  id,
  display,
  placeholder,
  ...rest
}: Omit<InputProps, 'type'> & { display: string }) {
  const t = useT();
  const { fieldId: inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  const ref = useEarlyInput<HTMLInputElement>(rest.name, onValueChange);
  const valueProps = useValueProps<HTMLInputElement>(value, onValueChange);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="date-control">
        <input
          ref={ref}
          id={inputId}
          type="date"
          className="date-input"
          {...valueProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onClick={(event) => {
            // Desktop browsers open the picker only from its icon: open it from anywhere.
            try {
              event.currentTarget.showPicker?.();
            } catch {
              // Not allowed here (e.g. a cross-origin frame): the icon still opens it.
            }
          }}
          {...rest}
        />
        <span className="date-display" aria-hidden="true">
          {display || (placeholder ?? t(m.date_pick))}
        </span>
      </div>
      <Below hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}

/** Password with a show/hide toggle (a real button, its state in aria-pressed). */
export function PasswordField(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  const t = useT();
  const field = props.label.toLowerCase();
  return (
    <div className="password-field">
      <TextField maxLength={FIELD_MAX.password} {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        data-early-tap={props.name ? `tampilkan-${props.name}` : undefined}
        aria-pressed={visible}
        aria-label={visible ? t(m.password_hide_field, { field }) : t(m.password_show_field, { field })}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t(m.password_hide) : t(m.password_show)}
      </button>
    </div>
  );
}

/**
 * Phone number: only digits and editing keys are accepted as keystrokes (spec §5); pasted or
 * autofilled text keeps its digits only, so nothing invalid can get in by another way.
 */
export function PhoneField(props: Omit<InputProps, 'type' | 'inputMode'>) {
  const { onValueChange, onKeyDown, ...rest } = props;
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'tel-national'}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        const shortcut = event.ctrlKey || event.metaKey;
        if (!shortcut && !isAllowedPhoneKey(event.key)) event.preventDefault();
        onKeyDown?.(event);
      }}
      onValueChange={(value) => onValueChange(value.replace(/\D/g, ''))}
    />
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  error,
  hint,
  value,
  onValueChange,
  options,
  placeholder,
  id,
  ...rest
}: Common & {
  value: string;
  onValueChange: (value: string) => void;
  options: Option[];
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  onBlur?: () => void;
  name?: string;
}) {
  const { fieldId: selectId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  const ref = useEarlyInput<HTMLSelectElement>(rest.name, onValueChange);
  const valueProps = useValueProps<HTMLSelectElement>(value, onValueChange);
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        ref={ref}
        id={selectId}
        {...valueProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Below hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
