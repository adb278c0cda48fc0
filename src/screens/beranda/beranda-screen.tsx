// beranda (spec §2): the first-visit splash, the search form, then either the next paid crossing
// or the nearest departures, the profile prompt, and the bottom navigation. Everything it shows
// comes from the `search` and `home` machines; it only renders and sends events.
import { Link, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Shape } from '../../../kernel/wire';
import { Availability } from '../../components/availability';
import { Banner } from '../../components/banner';
import { BottomNav } from '../../components/bottom-nav';
import { BrandMark } from '../../components/brand-mark';
import { CountdownText } from '../../components/countdown-text';
import { DateField, SelectField } from '../../components/fields';
import { Modal } from '../../components/modal';
import { RouteText } from '../../components/route-text';
import { ClosureBadge, ClosureReason } from '../../components/closure-note';
import { departureClosure } from '../../lib/schedule-messages';
import { Skeleton } from '../../components/skeleton';
import { TopBar } from '../../components/top-bar';
import { departureCountdown } from '../../../kernel/countdown';
import { initials } from '../../lib/initials';
import { formatDateLong, formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { homeMachine, seeAllPath, visibleNearest } from '../../machines/home.machine';
import { canSearch, dateLimits, searchErrors, searchMachine, searchPath } from '../../machines/search.machine';
import { useFlow } from '../../hooks/inspect';
import { useIsAuthenticated, useSessionUser } from '../../hooks/session';
import { APP_MSG } from '../../lib/app-messages';
import './beranda.css';
import { NetworkButton } from '../../components/network-button';

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
  const search = useFlow(
    searchLogic.provide({ actions: { toSchedules: (_, query) => void navigate(searchPath(query)) } }),
    { input: {} },
  );
  const home = useFlow(homeLogic.provide({ actions: { toProfile: () => void navigate('/informasi-akun') } }), {
    input: { authenticated, user },
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
  const { context } = state;

  const ready = state.matches('ready');
  const errors = searchErrors(context);
  const limits = dateLimits(context);
  const options = context.routes.map((r) => ({ value: String(r.id), label: r.route }));
  const placeholder = ready ? 'Pilih pelabuhan' : 'Memuat…';

  return (
    <section className="card search-card" aria-labelledby="search-title">
      <h2 id="search-title">Cari Jadwal Penyeberangan</h2>
      {state.matches('failed') && (
        <Banner tone="error">
          Daftar pelabuhan gagal dimuat.{' '}
          <button type="button" className="button-link" onClick={() => search.send({ type: 'SEARCH.RETRY' })}>
            Coba lagi
          </button>
        </Banner>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search.send({ type: 'SEARCH.SUBMIT' });
        }}
      >
        <div className="search-stops">
          <SelectField
            label="Keberangkatan"
            name="from"
            value={context.from === null ? '' : String(context.from)}
            options={options}
            placeholder={placeholder}
            disabled={!ready}
            onValueChange={(value) => search.send({ type: 'SEARCH.FROM', routeId: Number(value) })}
            onBlur={() => search.send({ type: 'SEARCH.BLUR', field: 'route' })}
          />
          <button
            type="button"
            className="icon-button swap-button"
            aria-label="Tukar keberangkatan dan tujuan"
            disabled={!ready}
            onClick={() => search.send({ type: 'SEARCH.SWAP' })}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M7 4 3 8l4 4V9h7V7H7zm10 8v3h-7v2h7v3l4-4z" fill="currentColor" />
            </svg>
          </button>
          <SelectField
            label="Tujuan"
            name="to"
            value={context.to === null ? '' : String(context.to)}
            options={options}
            placeholder={placeholder}
            disabled={!ready}
            error={errors.route}
            onValueChange={(value) => search.send({ type: 'SEARCH.TO', routeId: Number(value) })}
            onBlur={() => search.send({ type: 'SEARCH.BLUR', field: 'route' })}
          />
        </div>
        <DateField
          label="Tanggal Keberangkatan"
          name="date"
          display={formatDateMedium(context.date)}
          value={context.date}
          min={limits.min}
          max={limits.max}
          disabled={!ready}
          error={errors.date}
          onValueChange={(value) => search.send({ type: 'SEARCH.DATE', date: value })}
          onBlur={() => search.send({ type: 'SEARCH.BLUR', field: 'date' })}
        />
        <NetworkButton
          type="submit"
          className="button button-primary button-block"
          disabled={!ready || !canSearch(context)}
        >
          Cari Tiket
        </NetworkButton>
      </form>
    </section>
  );
}

function CrossingBlock({ home }: { home: HomeActor }) {
  const crossing = useSelector(home, (s) =>
    s.matches({ crossing: 'loadingNext' }) ? 'loading' : s.matches({ crossing: 'next' }) ? 'next' : 'nearest',
  );
  if (crossing === 'loading') {
    return (
      <section className="crossing-block" aria-label="Memuat penyeberangan">
        <Skeleton lines={2} />
      </section>
    );
  }
  return crossing === 'next' ? <NextCrossing home={home} /> : <NearestDepartures home={home} />;
}

function NextCrossing({ home }: { home: HomeActor }) {
  const tx = useSelector(home, (s) => s.context.nextCrossing);
  const nowMs = useSelector(home, (s) => s.context.nowMs);
  if (!tx) return null;
  const { schedule } = tx;
  return (
    <section className="crossing-block" aria-labelledby="next-title">
      <h2 id="next-title">Penyeberanganmu Selanjutnya</h2>
      <Link to={`/tiket-detail/${tx.id}`} className="card next-crossing">
        <span className="next-crossing-label small">Berangkat dalam</span>
        <CountdownText remaining={departureCountdown(schedule.issuedDate, schedule.issuedTime, nowMs)} />
        <span className="next-crossing-time">
          {formatDateLong(schedule.issuedDate)}, {formatTimeWib(schedule.issuedTime)}
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
  const seeAll = seeAllPath(nearest);
  return (
    <section className="crossing-block" aria-labelledby="nearest-title">
      <div className="spread">
        <h2 id="nearest-title">Keberangkatan Terdekat</h2>
        {seeAll && (
          <Link to={seeAll} className="see-all">
            Lihat semua
          </Link>
        )}
      </div>
      {loading || !nearest ? (
        <Skeleton lines={2} label="Memuat keberangkatan terdekat…" />
      ) : nearest.failed && offline ? (
        // Not 'no more departures today' (issue #21): it is not known.
        <p className="card direction direction-offline" role="status">
          {APP_MSG.scheduleOffline}
        </p>
      ) : (
        <>
          <DirectionList
            from={nearest.simanindo?.route ?? 'Simanindo'}
            to={nearest.tigaras?.route ?? 'Tigaras'}
            schedules={visibleNearest(nearest.simanindoToTigaras, nowMs)}
          />
          <DirectionList
            from={nearest.tigaras?.route ?? 'Tigaras'}
            to={nearest.simanindo?.route ?? 'Simanindo'}
            schedules={visibleNearest(nearest.tigarasToSimanindo, nowMs)}
          />
        </>
      )}
    </section>
  );
}

function DirectionList({ from, to, schedules }: { from: string; to: string; schedules: Shape<'Schedule'>[] }) {
  return (
    <div className="card direction">
      <h3>
        <RouteText from={from} to={to} />
      </h3>
      {schedules.length === 0 ? (
        <p className="muted small direction-empty">Tidak ada keberangkatan lagi hari ini.</p>
      ) : (
        <ul className="direction-list">
          {schedules.map((s) => (
            <li key={s.id}>
              <DepartureRow schedule={s} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * One departure: it opens its booking (issue #11); a sold-out one is shown, not offered; one the
 * operator stopped or cancelled shows its badge and reason and offers nothing either (issue #22).
 */
function DepartureRow({ schedule: s }: { schedule: Shape<'Schedule'> }) {
  const closure = departureClosure(s);
  if (closure) {
    return (
      <>
        <span className="direction-row">
          <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
          <ClosureBadge closure={closure} />
          <span className="direction-chevron" aria-hidden="true" />
        </span>
        <ClosureReason closure={closure} className="direction-closure small" />
      </>
    );
  }
  if (s.qty <= 0) {
    return (
      <span className="direction-row">
        <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
        <Availability qty={s.qty} />
        <span className="direction-chevron" aria-hidden="true" />
      </span>
    );
  }
  return (
    <Link
      to={`/pesan-tiket/${s.id}`}
      className="direction-row"
      aria-label={`Pesan ${formatTimeWib(s.issuedTime)}, ${s.qty} tiket tersedia`}
    >
      <span className="direction-time">{formatTimeWib(s.issuedTime)}</span>
      <Availability qty={s.qty} />
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="direction-chevron">
        <path d="m9.4 6 6 6-6 6L8 16.6l4.6-4.6L8 7.4z" fill="currentColor" />
      </svg>
    </Link>
  );
}

function ProfilePrompt({ home }: { home: HomeActor }) {
  const prompting = useSelector(home, (s) => s.matches({ profile: 'prompting' }));
  const user = useSelector(home, (s) => s.context.user);
  return (
    <Modal
      open={prompting}
      title="Lengkapi informasi Akun Anda..."
      onClose={() => home.send({ type: 'PROFILE.LATER' })}
    >
      <div className="profile-prompt">
        <span className="avatar" aria-hidden="true">
          {initials(user?.name ?? '')}
        </span>
        <p className="profile-greeting">Halo, {user?.name}!</p>
        <p className="muted small">Lengkapi usia, jenis kelamin dan domisili Anda agar pemesanan tiket lebih cepat.</p>
      </div>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => home.send({ type: 'PROFILE.LATER' })}>
          Nanti Saja
        </button>
        <button type="button" className="button button-primary" onClick={() => home.send({ type: 'PROFILE.COMPLETE' })}>
          Lengkapi Sekarang
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
