import { z } from 'zod';

/** A streaming service of the catalog, and in how many countries it carries any title. */
export const streamingServiceSchema = z.object({
  name: z.string().min(1),
  countries: z.number().int().nonnegative(),
  /** The service's logo (an https image of TMDb's), where the catalog has one. */
  logo: z.url({ protocol: /^https$/ }).nullish(),
});
export type StreamingService = z.infer<typeof streamingServiceSchema>;

/**
 * `GET /api/services`: the services a visitor can pick as theirs ("My services"), the most
 * widespread first; names as the title pages show them.
 */
export const servicesResponseSchema = z.object({
  services: z.array(streamingServiceSchema),
  source: z.enum(['demo', 'tmdb']),
});
export type ServicesResponse = z.infer<typeof servicesResponseSchema>;

/** At most this many services may be picked (a visitor subscribes to a handful). */
export const MY_SERVICES_MAX = 50;

/**
 * What a visitor says about themselves on the title page: the services they pay for and the
 * country they live in. Stored in the browser for now (signed-in storage comes later).
 */
export const myServicesSchema = z.object({
  services: z.array(z.string().min(1).max(100)).max(MY_SERVICES_MAX),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});
export type MyServices = z.infer<typeof myServicesSchema>;
