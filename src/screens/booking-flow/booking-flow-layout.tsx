// The booking flow's routes: pesan-tiket/:id and konfirmasi-pesanan.
//
// Decision: the hand-over from booking to confirmation is the stored draft (the spec §3 keys the
// booking machine writes as the user edits), not an actor kept here. The draft must survive a
// reload of either screen anyway, and each screen owning its actor means leaving
// konfirmasi-pesanan stops the order actor, which closes the STOMP socket (spec §4), while going
// back to pesan-tiket restores the form from the same draft.
import { Outlet } from '../../lib/router';

export default function BookingFlowLayout() {
  return <Outlet />;
}
