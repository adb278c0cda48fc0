// pengaturan (spec §2): a delete-account entry with a confirmation dialog. After the delete call
// the alert 'Berhasil delete user.'; on OK the session clears all storage and the user goes to
// login (spec §4). A failed delete alerts 'Error tidak terduga.' (the spec shows none). The dialog
// warns about paid tickets for departures still ahead (issue #11).
import { useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { AlertDialog, Modal } from '../../components/modal';
import { TopBar } from '../../components/top-bar';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import { useFlow } from '../../hooks/inspect';
import { deleteAccountMachine, upcomingWarning } from '../../machines/delete-account.machine';
import { Banner } from '../../components/banner';
import { useSession } from '../../hooks/session';
import '../account/account.css';

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
  const warning = useSelector(deletion, (s) => upcomingWarning(s.context.upcoming));

  const deleting = state === 'deleting' || state === 'checkingTickets';
  const alert = state === 'deleted' ? ACCOUNT_MSG.deleteSuccess : state === 'failed' ? ACCOUNT_MSG.unexpected : null;

  return (
    <>
      <TopBar title="Pengaturan" />
      <main className="screen">
        <section className="card stack" aria-labelledby="delete-title">
          <h2 id="delete-title">Hapus Akun</h2>
          <p className="muted">Akun beserta data Anda akan dihapus secara permanen dan tidak dapat dikembalikan.</p>
          <button
            type="button"
            className="button button-danger button-block"
            disabled={deleting}
            onClick={() => deletion.send({ type: 'DELETE.REQUEST' })}
          >
            {state === 'deleting' ? 'Menghapus…' : 'Hapus Akun'}
          </button>
        </section>
      </main>
      <Modal
        open={state === 'confirming'}
        title="Hapus akun?"
        role="alertdialog"
        onClose={() => deletion.send({ type: 'DELETE.CANCEL' })}
      >
        <p className="modal-message">
          Apakah Anda yakin ingin menghapus akun Anda? Tindakan ini tidak dapat dibatalkan.
        </p>
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
            Batal
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => deletion.send({ type: 'DELETE.CONFIRM' })}
          >
            Ya, Hapus
          </button>
        </div>
      </Modal>
      <AlertDialog message={alert} onClose={() => deletion.send({ type: 'DELETE.ACK' })} />
    </>
  );
}
