import { useId, type ButtonHTMLAttributes } from 'react';
import { useOnline } from '../hooks/app-status';
import { APP_MSG } from '../lib/app-messages';

/**
 * A button whose action needs the network (sending a form, booking, paying, changing the account).
 * While offline it is disabled and says why, instead of failing after a tap (issue #11).
 */
export function NetworkButton({ disabled, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const online = useOnline();
  const reason = useId();
  return (
    <>
      <button {...props} disabled={disabled || !online} aria-describedby={online ? props['aria-describedby'] : reason}>
        {children}
      </button>
      {!online && (
        <p id={reason} className="field-hint network-reason">
          {APP_MSG.needsNetwork} {APP_MSG.offline}.
        </p>
      )}
    </>
  );
}
