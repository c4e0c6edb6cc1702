import {
  ADMIN_MESSAGES_LIMIT,
  adminMessages,
  adminMessagesEndpoint,
  BAN_LIST_MAX,
  banIpEndpoint,
  bannedIpsEndpoint,
  unbanIpEndpoint,
} from '@reelatlas/contracts';
import { AppError, banIp, unbanIp } from '@reelatlas/core';
import type { AppDeps } from '../context.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { type RuleTable, withRules } from '../middleware/route-rules.ts';
import { signedInUser } from '../middleware/signed-in-user.ts';
import { errorResponses } from './error-responses.ts';
import { createRouter } from './openapi-app.ts';
import { openApiRoute } from './openapi-route.ts';

const adminOnly = {
  401: errorResponses[401],
  403: { description: '`forbidden`: not an admin (or `banned`).', content: errorResponses[403].content },
};
const changed = 'Done; `ip` is the stored (normalised) form.';

const listRoute = openApiRoute(bannedIpsEndpoint, {
  tag: 'Admin',
  summary: 'Admin: the banned addresses and CIDR ranges, newest first.',
  success: 'The list.',
  errors: adminOnly,
});

const banRoute = openApiRoute(banIpEndpoint, {
  tag: 'Admin',
  summary: `Admin: bans an IPv4/IPv6 address or CIDR range on every instance within seconds. Refused: ranges wider than /16 (IPv4) or /32 (IPv6), the caller’s own address, and a new ban once the list holds ${BAN_LIST_MAX} (409 conflict).`,
  success: changed,
  errors: {
    400: errorResponses[400],
    ...adminOnly,
    409: { description: '`conflict`: the ban list is full.', content: errorResponses[409].content },
  },
});

const unbanRoute = openApiRoute(unbanIpEndpoint, {
  tag: 'Admin',
  summary: 'Admin: lifts a ban (the address may be written in any equivalent form).',
  success: changed,
  errors: { 400: errorResponses[400], ...adminOnly, 404: errorResponses[404] },
});

const messagesRoute = openApiRoute(adminMessagesEndpoint, {
  tag: 'Admin',
  summary: `Admin: the latest ${ADMIN_MESSAGES_LIMIT} contact messages and suggestions, newest first.`,
  success: 'Messages.',
  errors: adminOnly,
});

/** Who may call (middleware/route-rules.ts): admins only. */
const adminRules: RuleTable = [
  [listRoute, { signIn: 'admin' }],
  [banRoute, { signIn: 'admin' }],
  [unbanRoute, { signIn: 'admin' }],
  [messagesRoute, { signIn: 'admin' }],
];

/** The ban calls and the operator's inbox (docs/product-rules.md#admins); admins only. */
export function adminRoutes(deps: AppDeps) {
  return withRules(createRouter(), deps, adminRules)
    .openapi(listRoute, async (c) => c.json({ ips: await deps.bans.list() }, 200))
    .openapi(banRoute, async (c) => {
      const admin = await signedInUser(deps, c);
      if (!admin) throw new AppError('unauthorized');
      const { ip } = await banIp(deps.bans, admin, {
        ip: c.req.valid('json').ip,
        callerIp: c.get('clientIp'),
      });
      return c.json(
        { success: true as const, ip, message: translateMessage(requestLocale(c), adminMessages.banned) },
        200,
      );
    })
    .openapi(unbanRoute, async (c) => {
      const { ip } = await unbanIp(deps.bans, c.req.valid('json'));
      return c.json(
        { success: true as const, ip, message: translateMessage(requestLocale(c), adminMessages.unbanned) },
        200,
      );
    })
    .openapi(messagesRoute, async (c) => {
      const [contact, suggestions] = await Promise.all([
        deps.messages.latestContact(ADMIN_MESSAGES_LIMIT),
        deps.messages.latestSuggestions(ADMIN_MESSAGES_LIMIT),
      ]);
      const iso = (date: Date) => new Date(date).toISOString();
      return c.json(
        {
          contact: contact.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
          suggestions: suggestions.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
        },
        200,
      );
    });
}
