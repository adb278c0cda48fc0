// pengaturan (spec §2): a delete-account entry with a confirmation dialog. After the delete call
// the alert 'Berhasil delete user.'; on OK the session clears all storage and the user goes to
// login (spec §4). A failed delete alerts 'Error tidak terduga.' (the spec shows none). The dialog
// warns about paid tickets for departures still ahead (issue #11).
import { useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { AlertDialog, Modal } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { useFlow } from '../../hooks/inspect';
import { deleteAccountMachine, upcomingWarning } from '../../machines/delete-account.machine';
import { Banner } from '../../components/banner';
import { useSession } from '../../hooks/session';
import '../account/account.css';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

export default function PengaturanScreen({ logic = deleteAccountMachine }: { logic?: typeof deleteAccountMachine }) {
  const session = useSession();
  const navigate = useNavigate();
  const deletion = useFlow(
    logic.provide({
      actions: {
        toLogin: () => void navigate('/login', { replace: true }),
        endSession: () => session.send({ type: 'SESSION.ACCOUNT_DELETED' }),
      },
    }),
  );
  const state = useSelector(deletion, (s) => s.value);
  const upcoming = useSelector(deletion, (s) => s.context.upcoming);
  const t = useT();
  // The machine's warning (upcomingWarning) in the current language.
  const warning =
    upcomingWarning(upcoming) && upcoming
      ? t(m.ak_upcoming_warning, {
          count: upcoming.more ? t(m.ak_upcoming_more, { count: upcoming.count }) : String(upcoming.count),
        })
      : null;

  const deleting = state === 'deleting' || state === 'checkingTickets';
  const alert = state === 'deleted' ? t(m.ak_delete_success) : state === 'failed' ? t(m.acc_unexpected) : null;

  return (
    <>
      <TopBar title={t(m.ak_settings_title)} />
      <main className="screen">
        <section className="card stack" aria-labelledby="delete-title">
          <h2 id="delete-title">{t(m.ak_delete_account)}</h2>
          <p className="muted">{t(m.ak_delete_account_text)}</p>
          <button
            type="button"
            className="button button-danger button-block"
            disabled={deleting}
            onClick={() => deletion.send({ type: 'DELETE.REQUEST' })}
          >
            {state === 'deleting' ? t(m.ak_deleting) : t(m.ak_delete_account)}
          </button>
        </section>
      </main>
      <Modal
        open={state === 'confirming'}
        title={t(m.ak_delete_account_title)}
        role="alertdialog"
        onClose={() => deletion.send({ type: 'DELETE.CANCEL' })}
      >
        <p className="modal-message">{t(m.ak_delete_account_question)}</p>
        {warning && <Banner tone="warning">{warning}</Banner>}
        <div className="modal-actions">
          {/* The alert dialog focuses its safe action, not the destructive one (WAI-ARIA alertdialog). */}
          <button
            type="button"
            className="button button-secondary"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- see the comment above
            autoFocus
            onClick={() => deletion.send({ type: 'DELETE.CANCEL' })}
          >
            {t(m.ak_close_form)}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => deletion.send({ type: 'DELETE.CONFIRM' })}
          >
            {t(m.ak_confirm_delete)}
          </button>
        </div>
      </Modal>
      <AlertDialog message={alert} onClose={() => deletion.send({ type: 'DELETE.ACK' })} />
    </>
  );
}
