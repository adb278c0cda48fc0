// Small pieces the booth's pages share (issue #24): a list of figures in rupiah, the receipt's
// download buttons and the load failure with its retry.
import { useId, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { NetworkButton } from '../../components/network-button';
import { formatRupiah } from '../../../kernel/money';
import { LOKET_MSG } from '../../lib/loket-messages';
import type { loketFileMachine } from '../../machines/loket/loket-file.machine';
import type { ActorRefFrom } from 'xstate';
import type { HolderProof } from '../../machines/loket/loket-ticket.machine';

export type FileActor = ActorRefFrom<typeof loketFileMachine>;

/** Label–value rows; a number is shown in rupiah. */
export function Figures({ rows }: { rows: [string, number | ReactNode][] }) {
  return (
    <dl className="loket-figures">
      {rows.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{typeof value === 'number' ? formatRupiah(value) : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cetak Tiket 58 mm (and A6): each downloads the ticket's receipt PDF. */
export function ReceiptButtons({
  files,
  ticket,
  sizes = ['58mm', 'a6'],
  proof,
}: {
  files: FileActor;
  ticket: { transactionId: number; invoiceId: string };
  sizes?: ('58mm' | 'a6')[];
  /** An online ticket's holder's proof (issue #37); `null` while it is still missing (the buttons wait). */
  proof?: HolderProof | null;
}) {
  const busy = useSelector(files, (s) => s.matches('downloading'));
  const error = useSelector(files, (s) => s.context.error);
  return (
    <>
      {error && <Banner>{error}</Banner>}
      {sizes.map((size) => (
        <NetworkButton
          key={size}
          type="button"
          className="button button-secondary"
          disabled={busy || proof === null}
          onClick={() =>
            files.send({
              type: 'DOWNLOAD',
              file: {
                kind: 'receipt',
                ticketId: ticket.transactionId,
                invoiceId: ticket.invoiceId,
                size,
                ...(proof ? { proof } : {}),
              },
            })
          }
        >
          {size === '58mm' ? 'Cetak Tiket 58 mm' : 'Cetak Tiket A6'}
        </NetworkButton>
      ))}
    </>
  );
}

/** The page could not load its data: why, and Coba lagi. */
export function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <Banner>
      {LOKET_MSG.loadFailed} {message}{' '}
      <button type="button" className="button-link" onClick={onRetry}>
        {LOKET_MSG.retry}
      </button>
    </Banner>
  );
}

/**
 * Radio buttons named by a legend (role radiogroup), with the message under them once there is one;
 * each option a large tile (loket.css .loket-radios, issue #38), its label on one line.
 */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  options: { value: V; label: string }[];
  value: string;
  onChange: (value: V) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      className="field loket-choice-group"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={`${id}-legend`}>{label}</legend>
      <div className="loket-radios">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
