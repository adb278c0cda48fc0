// The first paint (issue #25): what the server's HTML already shows before any script runs.
//
// The build renders every route of src/route-table.ts with react-dom/server (src/entry-server.tsx)
// in "first paint" mode: no session, no storage, no machine, only the route's frame — its top bar
// and title, its static parts and placeholders sized like the content (a screen module may export
// its own `Frame`; otherwise src/components/screen-frame.tsx draws one from the route table).
// beranda and daftar-tiket add the public data they show first (./first-paint-data.ts), rendered by
// the server at request time. The client hydrates exactly that (src/main.tsx, `hydrateRoot`), then
// leaves first-paint mode in a transition: the session starts and each screen mounts in its
// frame's place, its machines starting from the same data instead of fetching it again.
//
// Why a frame and not the whole screen: a screen's first render depends on what only the browser
// knows (the session and the booking draft in storage, the clock), so the server cannot render it
// as the browser would, and hydration must match the server's HTML exactly. A login route's frame
// shows no one's data.
import { createContext, useContext, useState } from 'react';
import { isFresh, type FirstPaintData } from './first-paint-data';

/** True while the server renders, and on the client until hydration has committed. */
export const FirstPaintContext = createContext(false);

/** The public data the server put in the page (./first-paint-data.ts), validated; null when there is none. */
export const FirstPaintDataContext = createContext<FirstPaintData | null>(null);

export const useFirstPaint = () => useContext(FirstPaintContext);
export const useFirstPaintData = () => useContext(FirstPaintDataContext);

/**
 * The page's data for the screen at `path`, as its machines' starting point: only while it is
 * still fresh when the screen mounts (./first-paint-data.ts), so a later visit to the screen fetches.
 */
export function useFreshFirstPaintData(path: string): FirstPaintData | null {
  const data = useFirstPaintData();
  const [fresh] = useState(() => (data?.path === path && isFresh(data, Date.now()) ? data : null));
  return fresh;
}
