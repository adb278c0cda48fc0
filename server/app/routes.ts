// The domains' registration: every domain's routes.ts gives its operations (operationId → handler)
// from the context it needs; this merges them into the one map the contract install
// (../http/contract.ts) hands to fastify-openapi-glue. A new domain is one line here.
import { authRoutes } from '../auth/routes';
import { boothRoutes } from '../booth/routes';
import { boothTicketRoutes } from '../booth/ticket-routes';
import { catalogueRoutes } from '../catalogue/routes';
import { devRoutes } from '../dev/routes';
import { fareRoutes } from '../fares/routes';
import { operatorRoutes } from '../operator/routes';
import { orderRoutes } from '../orders/routes';
import { otpRoutes } from '../otp/routes';
import { paymentRoutes } from '../payments/routes';
import type { ServiceHandlers } from '../platform/handlers';
import { portRoutes } from '../port/routes';
import { profileRoutes } from '../profile/routes';
import { preferenceRoutes } from '../preferences/routes';
import { refundRoutes } from '../refunds/routes';
import { scheduleRoutes } from '../schedules/routes';
import { ticketRoutes } from '../tickets/routes';
import { timetableRoutes } from '../timetable/routes';
import type { Ctx } from './context';

/** Every domain's operations; the development-only ones only when `devAids`. */
export function domainHandlers(ctx: Ctx, devAids: boolean): ServiceHandlers {
  return {
    ...authRoutes(ctx),
    ...otpRoutes(ctx),
    ...catalogueRoutes(ctx),
    ...scheduleRoutes(ctx),
    ...orderRoutes(ctx),
    ...paymentRoutes(ctx),
    ...portRoutes(ctx),
    ...operatorRoutes(ctx),
    ...timetableRoutes(ctx),
    ...fareRoutes(ctx),
    ...boothRoutes(ctx),
    ...boothTicketRoutes(ctx),
    ...ticketRoutes(ctx),
    ...refundRoutes(ctx),
    ...profileRoutes(ctx),
    ...preferenceRoutes(ctx),
    ...(devAids ? devRoutes(ctx) : {}),
  };
}
