import { SITE_ROUTES } from '@rta/domain/common/site-routes';

type SiteRoutes = typeof SITE_ROUTES;
/** The routes a link names as they stand: those whose pattern takes no parameter. */
type PlainRoute = {
  [Name in keyof SiteRoutes]: SiteRoutes[Name]['pattern'] extends `${string}:${string}` ? never : Name;
}[keyof SiteRoutes];

/**
 * The path of each page a link can name, by its route's name in SITE_ROUTES (spec §2 Routes):
 * `paths.store` is '/store'. The pages whose path carries a token are reached from mailed links.
 */
export const paths = Object.fromEntries(
  Object.entries(SITE_ROUTES).flatMap(([name, route]) => (route.pattern.includes(':') ? [] : [[name, route.pattern]])),
) as { readonly [Name in PlainRoute]: SiteRoutes[Name]['pattern'] };

/** A room's plan (issue 22): the planner page of a label of the binder, and its print view. */
export const plannerPath = (labelId: string): string => `/planner/${encodeURIComponent(labelId)}`;
export const plannerPrintPath = (labelId: string): string => `${plannerPath(labelId)}/print`;

/** A shopper's quote (issue 23): its page. */
export const quotePath = (id: string): string => `/quotes/${encodeURIComponent(id)}`;
