import { z } from 'zod';

/** Texts of the IP ban tools (docs/product-rules.md#bans, docs/product-rules.md#messages). The success and failure toasts are the product. */
export const adminMessages = {
  ipRequired: 'Please enter an IP address.',
  ipInvalid: 'Enter a valid IPv4 or IPv6 address, or a CIDR range such as 203.0.113.0/24.',
  rangeTooBroad: (minPrefix: number, family: 'IPv4' | 'IPv6') =>
    `That range is too broad: ${family} ranges must be /${minPrefix} or narrower.`,
  ownAddress: 'That would ban the address you are using right now.',
  banListFull: (max: number) =>
    `The ban list is full (${max.toLocaleString('en-US')} entries). Lift old bans, or ban a range that covers several of them.`,
  notBanned: 'This IP address is not banned.',
  adminOnly: 'Only administrators can do that.',
  banned: 'IP banned successfully',
  unbanned: 'IP unbanned successfully',
  banFailed: 'Failed to ban IP',
  unbanFailed: 'Failed to unban IP',
  listFailed: 'Failed to load the banned IPs.',
  messagesFailed: 'Failed to load messages.',
} as const;

/**
 * The broadest ranges an admin may ban: an IPv4 /16 (65,536 addresses, a large ISP block) and an
 * IPv6 /32 (a typical ISP allocation). A /0 (or a typo like /1) would lock out the whole
 * internet; anything wider than these is refused.
 */
export const BAN_MIN_PREFIX = { ipv4: 16, ipv6: 32 } as const;

/** The most bans the list holds: every instance keeps it in memory and matches every request on it. */
export const BAN_LIST_MAX = 10_000;

const ipShape = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** `POST /api/ban-ip`, `POST /api/unban-ip`: one address or CIDR range, non-empty first (docs/product-rules.md#bans). */
export const ipRequestSchema = z.object({
  ip: z
    .string({ error: adminMessages.ipRequired })
    .trim()
    .min(1, adminMessages.ipRequired)
    .max(64, adminMessages.ipInvalid)
    .refine((value) => ipShape.safeParse(value).success, adminMessages.ipInvalid),
});
export type IpRequest = z.infer<typeof ipRequestSchema>;

export const bannedIpsResponseSchema = z.object({
  /** Normalised addresses and ranges, newest first. */
  ips: z.array(z.string()),
});

export const ipChangeResponseSchema = z.object({
  success: z.literal(true),
  /** The address as stored (normalised: canonical IPv6, CIDR network address). */
  ip: z.string(),
  message: z.string(),
});
export type IpChangeResponse = z.infer<typeof ipChangeResponseSchema>;

export const contactMessageViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const suggestionViewSchema = z.object({
  id: z.number(),
  /** Null once the account that sent it was deleted. */
  username: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});

/** `GET /api/admin/messages`: the latest contact messages and suggestions, newest first. */
export const adminMessagesResponseSchema = z.object({
  contact: z.array(contactMessageViewSchema),
  suggestions: z.array(suggestionViewSchema),
});
export type AdminMessages = z.infer<typeof adminMessagesResponseSchema>;

export const ADMIN_MESSAGES_LIMIT = 50;
