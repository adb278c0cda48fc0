// One departure on Keberangkatan (issue #22; a compact row since issue #38 item 1): its checkbox for
// a change at once, time, direction, ship, status (Dibuka / Ditutup / Ditahan / Dibatalkan) with the
// reason, the space used (lane-metres, seats, vehicles online and at the booth, tickets left) and its
// actions in a Tindakan menu (a button opening a menu, by keyboard too), never a red button a row.
// A delayed departure (issue #38 item 2) shows its new time with how long and from when.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { closureText } from '../../../kernel/closure';
import { formatTimeWib } from '../../../kernel/time';
import { ACTIONS_FOR, type DepartureAction, type OperatorDeparture } from '../../machines/operator/departures.machine';
import { formatNumber, StatusBadge } from './operator-ui';

/** A row's menu items: the status and quota actions, and Undur Keberangkatan (issue #38 item 2). */
export type MenuAction = DepartureAction | 'delay';

export const ACTION_LABEL: Record<MenuAction, string> = {
  delay: 'Undur Keberangkatan',
  stop: 'Tunda Penjualan',
  hold: 'Tahan Keberangkatan',
  reopen: 'Buka Kembali',
  cancel: 'Batalkan Keberangkatan',
  quota: 'Ubah Kuota',
};

export const departureName = (d: OperatorDeparture) =>
  `${d.fromRoute.route} → ${d.toRoute.route} ${formatTimeWib(d.issuedTime)}`;

const m = (metres: number) => `${formatNumber(metres)} m`;

/** The Tindakan button and its menu: arrows, Home and End move, Escape closes back to the button. */
export function ActionMenu({
  actions,
  disabled,
  onAction,
}: {
  actions: readonly MenuAction[];
  disabled: boolean;
  onAction: (kind: MenuAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const to: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key in to) {
      event.preventDefault();
      list[((to[event.key] ?? 0) + list.length) % list.length]?.focus();
    }
  };
  return (
    <div
      className="operator-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        Tindakan
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label="Tindakan"
          className="operator-menu-list"
          onKeyDown={onKeyDown}
        >
          {actions.map((kind) => (
            <button
              key={kind}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={kind === 'cancel' ? 'operator-menu-danger' : undefined}
              onClick={() => {
                setOpen(false);
                onAction(kind);
              }}
            >
              {ACTION_LABEL[kind]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export function DepartureRow({
  departure: d,
  selected,
  delayable,
  disabled,
  onToggle,
  onAction,
}: {
  departure: OperatorDeparture;
  selected: boolean;
  /** Undur Keberangkatan is offered (not cancelled, not sailed). */
  delayable: boolean;
  disabled: boolean;
  onToggle: () => void;
  onAction: (kind: MenuAction) => void;
}) {
  const actions: readonly MenuAction[] = delayable ? ['delay', ...ACTIONS_FOR[d.status]] : ACTIONS_FOR[d.status];
  const time = formatTimeWib(d.issuedTime);
  const direction = `${d.fromRoute.route} → ${d.toRoute.route}`;
  return (
    <tr aria-label={departureName(d)}>
      <td>
        <input
          type="checkbox"
          className="operator-row-check"
          aria-label={`Pilih ${time} ${direction}`}
          checked={selected}
          disabled={disabled || d.status === 'cancelled'}
          onChange={onToggle}
        />
      </td>
      <td data-label="Jam">
        {time}
        {d.delay && (
          <span className="operator-note operator-closure">
            Diundur {formatNumber(d.delay.minutes)} menit (semula {formatTimeWib(d.delay.fromTime)})
          </span>
        )}
      </td>
      <td data-label="Arah">{direction}</td>
      <td data-label="Kapal">{d.ship?.name ?? '—'}</td>
      <td data-label="Status">
        <StatusBadge status={d.status} />
        {d.origin === 'extra' && <span className="operator-note"> · Tambahan</span>}
        {d.closure && <span className="operator-note operator-closure">Alasan: {closureText(d.closure)}</span>}
      </td>
      <td data-label="Lajur" className="num">
        {m(d.usedMetres)} / {m(d.laneMetres)}
        <span className="operator-note operator-closure">
          loket {d.walkinPercent}% · {m(d.walkinUsedMetres)} / {m(d.walkinMetres)}
        </span>
      </td>
      <td data-label="Kursi" className="num">
        {formatNumber(d.seatsUsed)} / {formatNumber(d.seats)}
      </td>
      <td data-label="Kendaraan" className="num">
        {formatNumber(d.vehicles)}
        <span className="operator-note operator-closure">
          online {formatNumber(d.onlineVehicles)} · loket {formatNumber(d.loketVehicles)}
        </span>
      </td>
      <td data-label="Tiket tersedia" className="num">
        {formatNumber(d.qty)}
      </td>
      <td data-label="Tindakan">
        {actions.length > 0 ? <ActionMenu actions={actions} disabled={disabled} onAction={onAction} /> : '—'}
      </td>
    </tr>
  );
}

/** The day's compact table: one row a departure, in the list's order (issue #38 item 1). */
export function DeparturesTable({
  caption,
  rows,
  selected,
  delayable,
  disabled,
  onToggle,
  onAction,
}: {
  caption: string;
  rows: OperatorDeparture[];
  selected: number[];
  delayable: (d: OperatorDeparture) => boolean;
  disabled: boolean;
  onToggle: (id: number) => void;
  onAction: (kind: MenuAction, id: number) => void;
}) {
  return (
    <table className="operator-table operator-departures-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Pilih</span>
          </th>
          <th scope="col">Jam</th>
          <th scope="col">Arah</th>
          <th scope="col">Kapal</th>
          <th scope="col">Status</th>
          <th scope="col" className="num">
            Lajur terpakai
          </th>
          <th scope="col" className="num">
            Kursi
          </th>
          <th scope="col" className="num">
            Kendaraan
          </th>
          <th scope="col" className="num">
            Tiket tersedia
          </th>
          <th scope="col">Tindakan</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <DepartureRow
            key={d.id}
            departure={d}
            selected={selected.includes(d.id)}
            delayable={delayable(d)}
            disabled={disabled}
            onToggle={() => onToggle(d.id)}
            onAction={(kind) => onAction(kind, d.id)}
          />
        ))}
      </tbody>
    </table>
  );
}
