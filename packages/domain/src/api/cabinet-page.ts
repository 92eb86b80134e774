import * as v from 'valibot';
import { catalogueRowSchema } from '../catalogue/catalogue.ts';

/** A cabinet's page asks for its cabinet here, by the slugs of its own path (catalogue/cabinet-paths.ts). */
export const cabinetPageApiPath = (style: string, sku: string): string =>
  `/api/cabinet-pages/${encodeURIComponent(style)}/${encodeURIComponent(sku)}`;

const slugParam = v.pipe(v.string(), v.maxLength(80));
export const cabinetPageParamsSchema = v.object({ style: slugParam, sku: slugParam });

/**
 * One visible cabinet with what its page links to: the same cabinet in its other widths and in
 * the other door styles (catalogue/cabinet-paths.ts relatedCabinets), each a catalogue row.
 */
export const cabinetPageResponseSchema = v.object({
  data: v.object({
    cabinet: catalogueRowSchema,
    widths: v.array(catalogueRowSchema),
    styles: v.array(catalogueRowSchema),
  }),
});
export type CabinetPageData = v.InferOutput<typeof cabinetPageResponseSchema>['data'];

export const CABINET_PAGE_MESSAGES = {
  notFound: 'No such cabinet: it may have been taken out of the catalogue.',
} as const;
