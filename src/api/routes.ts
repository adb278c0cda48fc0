// Ports (spec §7: GET /api/route/get-all).
import { api, unwrap, type Schemas } from './client';

export type Route = Schemas['Route'];

export async function getRoutes(search?: string): Promise<Route[]> {
  const query = search ? { search } : {};
  return (await unwrap(api().GET('/api/route/get-all', { params: { query } }))).data;
}
