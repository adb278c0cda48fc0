// Departures (spec §7: schedule search, one schedule, releasing a hold).
import { api, unwrap, type Schemas } from './client';

export type Schedule = Schemas['Schedule'];
export type SchedulePage = {
  schedules: Schedule[];
  has_more: boolean;
  /** Beyond the spec (issue #21): the cheapest vehicle class's price, for 'mulai Rp …'. */
  fareFrom?: number;
};

export async function getSchedules(params: {
  date: string;
  fromRoute?: number;
  toRoute?: number;
  page: number;
  size: number;
}): Promise<SchedulePage> {
  const { date, ...query } = params;
  return (await unwrap(api().GET('/api/schedule/get-all/{date}', { params: { path: { date }, query } }))).data;
}

export async function getSchedule(id: number): Promise<Schedule> {
  return (await unwrap(api().GET('/api/schedule/get/{id}', { params: { path: { id } } }))).data;
}

/** Releases the user's unpaid hold on a departure ('Pesanan Baru' on konfirmasi-pesanan). */
export async function releaseHold(scheduleId: number, userId: number): Promise<void> {
  await unwrap(
    api().DELETE('/api/schedule/locking/delete/{scheduleId}/{userId}', { params: { path: { scheduleId, userId } } }),
  );
}
