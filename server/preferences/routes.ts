// The passenger's preferences (issue #40 item 1): GET and PUT /api/user/preferences, the account's
// interface language. `x-roles: [penumpang]` in openapi.yaml: the console and the booth stay
// Indonesian, and other tokens get 403 before a handler runs.
import type { Db } from '../db/client';
import type { Clock } from '../platform/clock';
import type { Handlers } from '../platform/handlers';
import { authOf } from '../platform/request-auth';
import { chosenLanguage, saveLanguage } from './store';

type Ops = 'getPreferences' | 'setPreferences';

export interface PreferenceRouteDeps {
  db: Db;
  now: Clock;
}

export function preferenceRoutes({ db, now }: PreferenceRouteDeps): Handlers<Ops> {
  return {
    async getPreferences(request) {
      const { user } = authOf(request);
      return { status: 200, message: 'Success.', data: { language: await chosenLanguage(db, user.id) } };
    },

    async setPreferences(request) {
      const { user } = authOf(request);
      const { language } = request.body;
      await saveLanguage(db, user.id, language, new Date(now()));
      return { status: 200, message: 'Preferences saved.', data: { language } };
    },
  };
}
