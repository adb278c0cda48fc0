// soldOutOffer — after 'Tiket ini sudah habis' on konfirmasi-pesanan (issue #11, beyond the spec;
// a child of the order machine, which forwards ALTERNATIVE.CHOOSE here).
//
//   searching ─found─→ found ─ALTERNATIVE.CHOOSE─→ chosen (output: the departure)
//       └─ none in the window, or the search fails ─→ none
//
// The next departure on the sold-out one's route with places left, within the booking window
// (src/lib/next-departure.ts; the search is pesan-tiket's closed departure's too,
// alternative-departure.ts). The order machine moves the draft to the chosen one.
import type { Schedule } from '../api/schedules';
import { findNextDeparture } from '../lib/next-departure';
import { alternativeDeparture, findAlternativeWith, initialContext, searching } from './alternative-departure';
import type { AlternativeDepartureContext } from './alternative-departure';

export type SoldOutOfferContext = AlternativeDepartureContext;
export type SoldOutOfferEvent = { type: 'ALTERNATIVE.CHOOSE' };

export const soldOutOfferMachine = alternativeDeparture
  .createMachine({
    id: 'soldOutOffer',
    context: initialContext,
    initial: 'searching',
    states: {
      searching,
      found: {
        on: { 'ALTERNATIVE.CHOOSE': 'chosen' },
      },
      none: {},
      chosen: { type: 'final' },
    },
    output: ({ context }) => context.alternative as Schedule,
  })
  .provide({ actors: { findAlternative: findAlternativeWith(findNextDeparture) } });
