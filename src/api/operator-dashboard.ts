// The operator's dashboard (issue #22, Dasbor): occupancy per departure for a date and the next 7
// days, and the paid sales per channel.
import { api, unwrap, type Schemas } from './client';

export type DashboardDto = Schemas['Dashboard'];
export type DashboardDepartureDto = Schemas['DashboardDeparture'];

/** `from`: the first date (default: today in Asia/Jakarta, the server's). */
export async function getOperatorDashboard(from?: string): Promise<DashboardDto> {
  const query = from ? { from } : {};
  return (await unwrap(api().GET('/api/operator/dashboard', { params: { query } }))).data;
}
