// tiket-detail/{id} (spec §2): 'Pembayaran Berhasil' with the total paid, status Sukses, reference
// number (invoice id), payment method and time, and 'Unduh Tiket'. The ticket machine fetches the
// PDF as a Blob; this screen saves it as eticket.pdf through an object URL and an <a download>.
// A paid ticket opens on its boarding pass (issue #21 §8): the QR card with the trip and who
// travels comes first, the payment receipt after it. Offline, 'Unduh Tiket' is disabled with the
// reason every network button gives, unless the PDF is kept on this device (§5).
// The ticket itself is ./ticket-view.tsx. Issue #23: a paid ticket's self-service (Ubah Jadwal,
// Batalkan Tiket / Ajukan Refund, Perbaiki Data), its refund, a paid move waiting for its payment and
// its change history load after the ticket has painted (./ticket-with-actions.tsx); the ticket-actions
// machine owns that flow and holds the ticket as the latest answer left it.
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from '../../lib/router';
import { useSelector } from '@xstate/react';
import { TopBar } from '../../components/top-bar';
import { AlertDialog } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { useFlow } from '../../hooks/inspect';
import { ticketMachine, TICKET_FILE_NAME, TICKET_MSG } from '../../machines/ticket.machine';
import type { ticketActionsMachine } from '../../machines/ticket-actions.machine';
import './tiket-detail.css';
import { TicketView } from './ticket-view';
import { m } from '../../../kernel/paraglide/messages';
import { useT } from '../../hooks/language';

// The self-service sections and their machine (issue #23), loaded after the ticket has painted.
const loadActions = () => import('./ticket-with-actions');
const TicketWithActions = lazy(loadActions);

/**
 * Saves a Blob as a file: an object URL clicked through a temporary <a download>. Returns the URL,
 * which the caller revokes when it no longer needs it (on leaving the screen).
 */
export function saveFile(file: Blob, name: string): string {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  return url;
}

type Shown = { loading: boolean; failed: boolean; notFound: boolean; ticket: unknown };
const shownEqual = (a: Shown, b: Shown) =>
  a.loading === b.loading && a.failed === b.failed && a.notFound === b.notFound && a.ticket === b.ticket;

export default function TiketDetailScreen({
  logic = ticketMachine,
  actionsLogic,
  save = saveFile,
}: {
  logic?: typeof ticketMachine;
  /** The ticket-actions machine (tests); the real one loads with the self-service sections. */
  actionsLogic?: typeof ticketActionsMachine;
  save?: (file: Blob, name: string) => string;
}) {
  const { id } = useParams();
  // Ubah Jadwal (issue #23) comes back here with its outcome in the navigation state.
  const arrived = (useLocation().state as { notice?: unknown } | null)?.notice;
  const arrivalNotice = typeof arrived === 'string' ? arrived : null;
  const actor = useFlow(logic, { input: { id: Number(id) } });
  // What shows, deferred (issue #25 §3): the ticket's first render, once it has come, runs as a
  // background render React slices into short tasks, not as one long task.
  const shown = useDeferredValue(
    useSelector(
      actor,
      (s) => ({
        loading: s.matches('loading') || s.matches('checking'),
        failed: s.matches('failed'),
        notFound: s.matches('notFound'),
        ticket: s.context.ticket,
      }),
      shownEqual,
    ),
  );
  const { loading, failed, notFound, ticket } = shown;
  const downloading = useSelector(actor, (s) => s.matches('downloading'));
  const file = useSelector(actor, (s) => (s.matches('downloaded') ? s.context.file : null));
  const downloadError = useSelector(actor, (s) => s.context.downloadError);
  const pdfKept = useSelector(actor, (s) => s.context.pdfKept);
  const view = { downloading, pdfKept, onDownload: () => actor.send({ type: 'DOWNLOAD' }) };

  // The self-service chunk's import (and its modulepreload links) starts while the ticket loads,
  // not inside the ticket's first render.
  useEffect(() => {
    loadActions().catch(() => undefined);
  }, []);

  const urls = useRef<string[]>([]);
  useEffect(() => {
    if (!file) return;
    urls.current.push(save(file, TICKET_FILE_NAME));
    actor.send({ type: 'DOWNLOAD.SAVED' });
  }, [file, save, actor]);
  // Object URLs live until the screen is left: revoking right after the click can cancel the
  // download in some browsers.
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const t = useT();

  return (
    <>
      <TopBar title={t(m.detail_title)} />
      <main className="screen tiket-detail">
        {loading ? (
          <Skeleton lines={4} label={t(m.saya_loading)} />
        ) : notFound ? (
          <div className="placeholder">
            <p>{TICKET_MSG.notFound}</p>
            <Link className="button button-primary" to="/tiket-saya">
              {t(m.detail_see_tickets)}
            </Link>
          </div>
        ) : failed || !ticket ? (
          <div className="placeholder">
            <p>{TICKET_MSG.loadFailed}</p>
            <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t(m.retry)}
            </button>
          </div>
        ) : (
          // The ticket paints at once; its self-service (Ubah Jadwal, Batalkan Tiket, …) and the
          // machine behind it load after, below the receipt (bench/README.md, _bundle_).
          <Suspense fallback={<TicketView ticket={ticket} {...view} />}>
            <TicketWithActions
              key={ticket.id}
              loaded={ticket}
              actionsLogic={actionsLogic}
              arrivalNotice={arrivalNotice}
              {...view}
            />
          </Suspense>
        )}
      </main>
      <AlertDialog message={downloadError} onClose={() => actor.send({ type: 'DOWNLOAD.DISMISS' })} />
    </>
  );
}
