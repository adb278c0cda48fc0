// closedDeparture — pesan-tiket opened for a departure that cannot be booked online (issue #21 §6,
// beyond the spec; a child of the booking machine, in its `closed` state).
//
//   searching ─found─→ found   (the screen offers it: a link to its pesan-tiket)
//       └─ none in the window, or the search fails ─→ none
//
// The reason is the booking machine's (src/lib/next-departure.ts closedReason); this chart finds
// the departure to offer instead, as konfirmasi-pesanan's sold-out offer does (the same search,
// alternative-departure.ts): the next one on the route with places left within the booking
// window (findOpenDeparture).
import { findOpenDeparture } from '../lib/next-departure';
import { alternativeDeparture, findAlternativeWith, initialContext, searching } from './alternative-departure';
import type { AlternativeDepartureContext } from './alternative-departure';

export type ClosedDepartureContext = AlternativeDepartureContext;

export const closedDepartureMachine = alternativeDeparture
  .createMachine({
    id: 'closedDeparture',
    context: initialContext,
    initial: 'searching',
    states: {
      searching,
      found: {},
      none: {},
    },
  })
  .provide({ actors: { findAlternative: findAlternativeWith(findOpenDeparture) } });
