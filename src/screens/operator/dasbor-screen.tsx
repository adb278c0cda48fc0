// Dasbor (/operator, issue #22), the admin's landing page: for today and the next 7 days, the
// occupancy of each departure's vehicle lanes as a bar chart (chart.js, loaded by the dashboard
// machine as a chunk of its own) with the same figures in a table, and the paid sales per channel
// with their revenue (IDR).
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { Banner } from '../../components/banner';
import { useFlow } from '../../hooks/inspect';
import { formatDateLong, formatDateMedium, formatTimeWib } from '../../../kernel/time';
import { formatRupiah } from '../../../kernel/money';
import { STATUS_LABEL } from '../../lib/operator-messages';
import { DASHBOARD_MSG } from '../../lib/operator-timetable-messages';
import {
  dashboardMachine,
  type DashboardDepartureDto,
  type DashboardDto,
  type OccupancyBar,
} from '../../machines/operator/dashboard.machine';
import { OccupancyChart } from './dasbor-chart';
import { formatNumber, ScrollRegion } from './operator-ui';

const percent = (used: number, lane: number) => (lane > 0 ? Math.round((used / lane) * 100) : 0);
const route = (d: DashboardDepartureDto) => `${d.fromRoute.route} → ${d.toRoute.route}`;

function Sales({ sales }: { sales: DashboardDto['sales'] }) {
  const total = sales.reduce((sum, s) => ({ tickets: sum.tickets + s.tickets, revenue: sum.revenue + s.revenue }), {
    tickets: 0,
    revenue: 0,
  });
  return (
    <section aria-labelledby="dasbor-sales">
      <h2 id="dasbor-sales">Penjualan per kanal</h2>
      <table className="operator-table">
        <thead>
          <tr>
            <th scope="col">Kanal</th>
            <th scope="col">Tiket</th>
            <th scope="col">Pendapatan</th>
          </tr>
        </thead>
        <tbody>
          {sales.map((s) => (
            <tr key={s.channel}>
              <th scope="row">{DASHBOARD_MSG.channel[s.channel] ?? s.channel}</th>
              <td>{s.tickets}</td>
              <td>{formatRupiah(s.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{total.tickets}</td>
            <td>{formatRupiah(total.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function OccupancyTable({ date, departures }: { date: string; departures: DashboardDepartureDto[] }) {
  return (
    <ScrollRegion label={`Keterisian per keberangkatan, ${formatDateLong(date)}`}>
      <table className="operator-table" id="dasbor-occupancy">
        <caption>Keterisian per keberangkatan, {formatDateLong(date)}</caption>
        <thead>
          <tr>
            <th scope="col">Keberangkatan</th>
            <th scope="col">Status</th>
            <th scope="col">Terpakai (m)</th>
            <th scope="col">Lajur (m)</th>
            <th scope="col">Terisi</th>
            <th scope="col">Kursi</th>
          </tr>
        </thead>
        <tbody>
          {departures.map((d) => (
            <tr key={d.id}>
              <th scope="row">
                {formatTimeWib(d.issuedTime)} {route(d)}
              </th>
              <td>{STATUS_LABEL[d.status]}</td>
              <td>{formatNumber(d.usedMetres)}</td>
              <td>{formatNumber(d.laneMetres)}</td>
              <td>{percent(d.usedMetres, d.laneMetres)}%</td>
              <td>
                {d.seatsUsed}/{d.seats}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function DasborScreen({ logic = dashboardMachine }: { logic?: typeof dashboardMachine }) {
  const actor = useFlow(logic);
  const { dashboard, selectedDate, chart, error } = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.matches({ data: 'loading' }));
  const failed = useSelector(actor, (s) => s.matches({ data: 'failed' }));
  const chartGone = useSelector(actor, (s) => s.matches({ chart: 'unavailable' }));
  const day = dashboard?.days.find((d) => d.date === selectedDate);
  const bars = useMemo<OccupancyBar[]>(
    () =>
      (day?.departures ?? []).map((d) => ({
        label: `${formatTimeWib(d.issuedTime).replace(' WIB', '')} ${d.fromRoute.route.slice(0, 3)}→${d.toRoute.route.slice(0, 3)}`,
        used: d.usedMetres,
        lane: d.laneMetres,
      })),
    [day],
  );
  return (
    <main className="operator-main">
      <h1>Dasbor</h1>
      {dashboard && (
        <p>
          Hari ini dan 7 hari ke depan: {formatDateMedium(dashboard.from)} – {formatDateMedium(dashboard.to)}{' '}
          <button type="button" className="button-link" onClick={() => actor.send({ type: 'REFRESH' })}>
            Muat ulang
          </button>
        </p>
      )}
      {loading && <p role="status">Memuat dasbor…</p>}
      {failed && (
        <Banner>
          {error}{' '}
          <button type="button" className="button-link" onClick={() => actor.send({ type: 'RETRY' })}>
            Coba lagi
          </button>
        </Banner>
      )}
      {dashboard && <Sales sales={dashboard.sales} />}
      {dashboard && (
        <section aria-labelledby="dasbor-occupancy-title">
          <h2 id="dasbor-occupancy-title">Keterisian kapal</h2>
          <div role="group" aria-label="Pilih tanggal" className="operator-actions">
            {dashboard.days.map((d) => (
              <button
                key={d.date}
                type="button"
                className="button button-secondary"
                aria-pressed={d.date === selectedDate}
                onClick={() => actor.send({ type: 'SELECT_DAY', date: d.date })}
              >
                {formatDateMedium(d.date)}
              </button>
            ))}
          </div>
          {day && day.departures.length === 0 && <p>{DASHBOARD_MSG.noDepartures}</p>}
          {day && day.departures.length > 0 && chart && (
            <OccupancyChart
              draw={chart.draw}
              bars={bars}
              label={DASHBOARD_MSG.chartLabel(formatDateLong(day.date))}
              describedBy="dasbor-occupancy"
            />
          )}
          {chartGone && <p>{DASHBOARD_MSG.chartUnavailable}</p>}
          {day && day.departures.length > 0 && <OccupancyTable date={day.date} departures={day.departures} />}
        </section>
      )}
    </main>
  );
}
