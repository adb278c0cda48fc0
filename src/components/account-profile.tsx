// The profile card of the account pages (spec §2; the officer's too, issue #21): initials avatar,
// name, phone, and an optional line under them (the officer's "Petugas Dermaga").
import { useSessionUser } from '../hooks/session';
import { initials } from '../lib/initials';
import { m } from '../../kernel/paraglide/messages';
import { useAccountT } from './account-text';

export function AccountProfile({ extra }: { extra?: string }) {
  const user = useSessionUser();
  const name = user?.name ?? '';
  const t = useAccountT();
  return (
    <section className="card account-profile" aria-label={t(m.ak_profile)}>
      <div className="avatar" aria-hidden="true">
        {initials(name)}
      </div>
      <div>
        <h2 className="account-name">{name}</h2>
        <p className="muted account-phone">{user?.phone_number}</p>
        {extra !== undefined && <p className="muted account-phone">{extra}</p>}
      </div>
    </section>
  );
}
