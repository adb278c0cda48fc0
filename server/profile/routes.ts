// The profile domain's operations (issue #40 item 2): Kendaraan Saya and Penumpang Tersimpan of the
// caller — list, add, change, remove — and a booking's vehicle and passengers saved at once.
// `x-roles: [penumpang]` in openapi.yaml: other roles get 403 before a handler runs. Every query
// is the caller's own (./store.ts); another account's id answers 404. The rules are in ./rules.ts.
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import type { Clock } from '../platform/clock';
import { ok, type Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { PROFILE_MESSAGES } from './messages';
import { checkedTraveller, checkedVehicle } from './rules';
import {
  knownVehicleType,
  listTravellers,
  listVehicles,
  mergeBooking,
  removeTraveller,
  removeVehicle,
  writeTraveller,
  writeVehicle,
} from './store';

type Ops =
  | 'listSavedVehicles'
  | 'createSavedVehicle'
  | 'updateSavedVehicle'
  | 'deleteSavedVehicle'
  | 'listSavedTravellers'
  | 'createSavedTraveller'
  | 'updateSavedTraveller'
  | 'deleteSavedTraveller'
  | 'saveBookingProfile';

/** What the profile domain's handlers use; app.ts passes its context. */
export interface ProfileRouteDeps {
  db: Db;
  now: Clock;
}

/** The profile domain's registration: its operations, keyed by operationId. */
export function profileRoutes(ctx: ProfileRouteDeps): Handlers<Ops> {
  const { db, now } = ctx;
  const created = (reply: FastifyReply) => {
    reply.code(201);
    return 201;
  };

  async function saveVehicle(userId: number, id: number | null, body: Parameters<typeof checkedVehicle>[0]) {
    const values = checkedVehicle(body);
    await knownVehicleType(db, values.vehicleTypeId);
    const saved = await db.transaction((tx) => writeVehicle(tx, userId, id, values, new Date(now())));
    if (saved === null) throw notFound(PROFILE_MESSAGES.vehicleNotFound);
    return (await listVehicles(db, userId)).find((v) => v.id === saved)!;
  }

  async function saveTraveller(userId: number, id: number | null, body: Parameters<typeof checkedTraveller>[0]) {
    const values = checkedTraveller(body, now());
    const saved = await db.transaction((tx) => writeTraveller(tx, userId, id, values, new Date(now())));
    if (saved === null) throw notFound(PROFILE_MESSAGES.travellerNotFound);
    return (await listTravellers(db, userId)).find((t) => t.id === saved)!;
  }

  return {
    async listSavedVehicles(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Success.', data: { vehicles: await listVehicles(db, user.id) } };
    },
    async createSavedVehicle(request, reply) {
      const vehicle = await saveVehicle(authOf(request).user.id, null, request.body);
      return { status: created(reply), message: PROFILE_MESSAGES.saved, data: { vehicle } };
    },
    async updateSavedVehicle(request) {
      const vehicle = await saveVehicle(authOf(request).user.id, request.params.id, request.body);
      return { status: 200, message: PROFILE_MESSAGES.saved, data: { vehicle } };
    },
    async deleteSavedVehicle(request) {
      if (!(await removeVehicle(db, authOf(request).user.id, request.params.id)))
        throw notFound(PROFILE_MESSAGES.vehicleNotFound);
      return ok(PROFILE_MESSAGES.deleted);
    },

    async listSavedTravellers(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Success.', data: { travellers: await listTravellers(db, user.id) } };
    },
    async createSavedTraveller(request, reply) {
      const traveller = await saveTraveller(authOf(request).user.id, null, request.body);
      return { status: created(reply), message: PROFILE_MESSAGES.saved, data: { traveller } };
    },
    async updateSavedTraveller(request) {
      const traveller = await saveTraveller(authOf(request).user.id, request.params.id, request.body);
      return { status: 200, message: PROFILE_MESSAGES.saved, data: { traveller } };
    },
    async deleteSavedTraveller(request) {
      if (!(await removeTraveller(db, authOf(request).user.id, request.params.id)))
        throw notFound(PROFILE_MESSAGES.travellerNotFound);
      return ok(PROFILE_MESSAGES.deleted);
    },

    async saveBookingProfile(request) {
      const { user } = authOf(request);
      const vehicle = request.body.vehicle ? checkedVehicle(request.body.vehicle) : null;
      if (vehicle) await knownVehicleType(db, vehicle.vehicleTypeId);
      const travellers = request.body.travellers.map((t) => checkedTraveller(t, now()));
      const leftOut = await db.transaction((tx) => mergeBooking(tx, user.id, vehicle, travellers, new Date(now())));
      const [vehicles, saved] = await Promise.all([listVehicles(db, user.id), listTravellers(db, user.id)]);
      return { status: 200, message: PROFILE_MESSAGES.saved, data: { vehicles, travellers: saved, leftOut } };
    },
  };
}
