import * as account from './account.ts';
import * as admin from './admin.ts';
import * as alerts from './alerts.ts';
import * as auth from './auth.ts';
import * as billing from './billing.ts';
import * as catalog from './catalog.ts';
import * as config from './config.ts';
import * as contact from './contact.ts';
import type { Endpoint } from './endpoint.ts';
import * as lists from './lists.ts';
import * as myServices from './my-services.ts';
import * as planner from './planner.ts';
import * as session from './session.ts';
import * as startUp from './start-up.ts';

export * from './account.ts';
export * from './admin.ts';
export * from './alerts.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './catalog.ts';
export * from './config.ts';
export * from './contact.ts';
export * from './endpoint.ts';
export * from './lists.ts';
export * from './my-services.ts';
export * from './planner.ts';
export * from './session.ts';
export * from './start-up.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/**
 * Every endpoint by its export name, for the tests that hold both sides to the catalogue (the
 * server registers each once; the web names no path of its own). A function, so the web's
 * bundles, which import endpoints one by one, carry only those they call.
 */
export function endpointCatalogue(): Record<string, Endpoint> {
  const modules = [
    account,
    admin,
    alerts,
    auth,
    billing,
    catalog,
    config,
    contact,
    lists,
    myServices,
    planner,
    session,
    startUp,
  ];
  return Object.fromEntries(
    modules.flatMap((module) =>
      Object.entries(module).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1])),
    ),
  );
}
