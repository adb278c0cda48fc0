// beranda (spec §2): the first-visit splash, the search form, then either the next paid crossing
// or the nearest departures, the profile prompt, and the bottom navigation. Everything it shows
// comes from the `search` and `home` machines; it only renders and sends events.
import { Link, useNavigate } from '../../lib/router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BottomNav } from '../../components/bottom-nav';
import { BrandMark } from '../../components/brand-mark';
import { CountdownText } from '../../components/countdown-text';
import { Modal } from '../../components/modal';
import { RouteText } from '../../components/route-text';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { departureCountdown } from '../../../kernel/countdown';
import { initials } from '../../lib/initials';
import { formatDateLong, formatTimeWib } from '../../../kernel/time';
import { homeMachine } from '../../machines/home.machine';
import { searchMachine, searchPath } from '../../machines/search.machine';
import { useFreshFirstPaintData } from '../../hooks/first-paint';
import { NearestView, SearchFormView } from './beranda-views';
import { useFlow } from '../../hooks/inspect';
import { useIsAuthenticated, useSessionUser } from '../../hooks/session';
import './beranda.css';
import { m } from '../../../kernel/paraglide/messages';
import { useLanguage, useT } from '../../hooks/language';

export { Frame } from './beranda-views';

type SearchActor = ActorRefFrom<typeof searchMachine>;
type HomeActor = ActorRefFrom<typeof homeMachine>;

export default function BerandaScreen({
  search: searchLogic = searchMachine,
  home: homeLogic = homeMachine,
}: {
  /** Tests provide machines with stub actors. */
  search?: typeof searchMachine;
  home?: typeof homeMachine;
}) {
  const authenticated = useIsAuthenticated();
  const user = useSessionUser();
  const navigate = useNavigate();
  // The page's own data (issue #25): the machines start from what the frame showed.
  const page = useFreshFirstPaintData('/beranda');
  const search = useFlow(
    searchLogic.provide({ actions: { toSchedules: (_, query) => void navigate(searchPath(query)) } }),
    { input: page ? { routes: page.routes } : {} },
  );
  const home = useFlow(homeLogic.provide({ actions: { toProfile: () => void navigate('/informasi-akun') } }), {
    input: { authenticated, user, ...(page?.nearest ? { nearest: page.nearest } : {}) },
  });
  return (
    <>
      <TopBar title="Seberang" back={false} brand={<BrandMark className="top-bar-mark" />} />
      <main className="screen beranda">
        <SearchForm search={search} />
        <CrossingBlock home={home} />
      </main>
      <BottomNav />
      <ProfilePrompt home={home} />
      <Splash home={home} />
    </>
  );
}

function SearchForm({ search }: { search: SearchActor }) {
  const state = useSelector(search, (s) => s);
  return (
    <SearchFormView
      ready={state.matches('ready')}
      failed={state.matches('failed')}
      context={state.context}
      send={(event) => search.send(event)}
    />
  );
}

function CrossingBlock({ home }: { home: HomeActor }) {
  const crossing = useSelector(home, (s) =>
    s.matches({ crossing: 'loadingNext' }) ? 'loading' : s.matches({ crossing: 'next' }) ? 'next' : 'nearest',
  );
  const pageNearest = useSelector(home, (s) => s.context.pageNearest);
  const nowMs = useSelector(home, (s) => s.context.nowMs);
  const t = useT();
  if (crossing === 'loading') {
    // While a logged-in passenger's next crossing is asked for, the departures the page came with
    // (issue #25) stay on screen instead of a placeholder: no flicker from the first paint.
    if (pageNearest) return <NearestView nearest={pageNearest} loading={false} offline={false} nowMs={nowMs} />;
    return (
      <section className="crossing-block" aria-label={t(m.beranda_loading_crossing)}>
        <Skeleton lines={2} />
      </section>
    );
  }
  return crossing === 'next' ? <NextCrossing home={home} /> : <NearestDepartures home={home} />;
}

function NextCrossing({ home }: { home: HomeActor }) {
  const tx = useSelector(home, (s) => s.context.nextCrossing);
  const nowMs = useSelector(home, (s) => s.context.nowMs);
  const t = useT();
  const language = useLanguage();
  if (!tx) return null;
  const { schedule } = tx;
  return (
    <section className="crossing-block" aria-labelledby="next-title">
      <h2 id="next-title">{t(m.beranda_next_title)}</h2>
      <Link to={`/tiket-detail/${tx.id}`} className="card next-crossing">
        <span className="next-crossing-label small">{t(m.beranda_departs_in)}</span>
        <CountdownText remaining={departureCountdown(schedule.issuedDate, schedule.issuedTime, nowMs)} />
        <span className="next-crossing-time">
          {formatDateLong(schedule.issuedDate, language)}, {formatTimeWib(schedule.issuedTime)}
        </span>
        <span className="next-crossing-route">
          <RouteText from={schedule.fromRoute.route} to={schedule.toRoute.route} />
        </span>
      </Link>
    </section>
  );
}

function NearestDepartures({ home }: { home: HomeActor }) {
  const nearest = useSelector(home, (s) => s.context.nearest);
  const loading = useSelector(home, (s) => s.matches({ crossing: { nearest: 'loading' } }));
  const offline = useSelector(home, (s) => s.matches({ network: 'offline' }));
  const nowMs = useSelector(home, (s) => s.context.nowMs);
  return <NearestView nearest={nearest} loading={loading} offline={offline} nowMs={nowMs} />;
}

function ProfilePrompt({ home }: { home: HomeActor }) {
  const prompting = useSelector(home, (s) => s.matches({ profile: 'prompting' }));
  const user = useSelector(home, (s) => s.context.user);
  const t = useT();
  return (
    <Modal open={prompting} title={t(m.beranda_profile_title)} onClose={() => home.send({ type: 'PROFILE.LATER' })}>
      <div className="profile-prompt">
        <span className="avatar" aria-hidden="true">
          {initials(user?.name ?? '')}
        </span>
        <p className="profile-greeting">{t(m.beranda_profile_hello, { name: user?.name ?? '' })}</p>
        <p className="muted small">{t(m.beranda_profile_text)}</p>
      </div>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => home.send({ type: 'PROFILE.LATER' })}>
          {t(m.beranda_profile_later)}
        </button>
        <button type="button" className="button button-primary" onClick={() => home.send({ type: 'PROFILE.COMPLETE' })}>
          {t(m.beranda_profile_now)}
        </button>
      </div>
    </Modal>
  );
}

function Splash({ home }: { home: HomeActor }) {
  const shown = useSelector(home, (s) => s.context.splashShown);
  const visible = useSelector(home, (s) => s.matches({ splash: 'showing' }));
  if (!shown) return null;
  return (
    <div className="splash" data-visible={visible} aria-hidden="true">
      <BrandMark size={96} className="splash-logo" />
      <span className="splash-name">Seberang</span>
    </div>
  );
}
