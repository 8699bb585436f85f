import { z } from 'zod/mini';
import {
  booleanSchema,
  countSchema,
  idSchema,
  imageSrcSchema,
  orDefault,
  orNull,
  textSchema,
} from './common';
import { languageSchema } from './language';

const count = () => orDefault(countSchema, 0);

const companyFields = () => ({
  id: idSchema,
  name: textSchema,
  color: orNull(z.string()),
  logo_src: imageSrcSchema,
  api_enabled: orDefault(booleanSchema, false),
});

// The schemas are built on their first parse (z.lazy), not as the module loads (see kaizen.ts).

/**
 * A company. Translatable fields arrive flat as `{field}_{languageCode}` (spec §3), so the
 * object passes unknown keys through; `translationsOf` reads them.
 */
export const companySchema = z.lazy(() => z.looseObject(companyFields()));
export type Company = z.output<typeof companySchema>;

export const companyRowSchema = z.lazy(() =>
  z.object({
    ...companyFields(),
    meta_data: z.optional(
      z.object({
        users_count: count(),
        teams_count: count(),
        kaizens_count: count(),
      }),
    ),
  }),
);
export type CompanyRow = z.output<typeof companyRowSchema>;

/** GET /api/company/company-configurator */
export const companyConfiguratorSchema = z.lazy(() =>
  z.object({
    company: companySchema,
    languages: z.array(languageSchema).check(z.minLength(1)),
    translatable_fields: orDefault(z.array(z.string()), []),
  }),
);
export type CompanyConfigurator = z.output<typeof companyConfiguratorSchema>;

export const apiEnabledSchema = z.lazy(() =>
  z.pipe(
    z.union([booleanSchema, z.object({ enabled: booleanSchema })]),
    z.transform((value) => (typeof value === 'boolean' ? value : value.enabled)),
  ),
);

export const sitesSchema = z.lazy(() =>
  z.pipe(
    z.array(z.union([z.string(), z.object({ name: z.string() })])),
    z.transform((sites) => sites.map((site) => (typeof site === 'string' ? site : site.name))),
  ),
);

/** GET /api/company/team-data: per-team kaizen counts for the dashboard. */
export const teamDataRowSchema = z.lazy(() =>
  z.object({
    team_id: idSchema,
    team_name: textSchema,
    open: count(),
    approved: count(),
    declined: count(),
  }),
);
export const teamDataSchema = z.lazy(() => z.array(teamDataRowSchema));
export type TeamData = z.output<typeof teamDataSchema>;

export interface CompanyInput {
  name: string;
  color?: string | null;
}

/** The configurator's save: colour, logo and `{field}_{code}` values. */
export type CompanyConfiguratorInput = Record<string, string | Blob | null | undefined>;

/** Reads `{field}_{code}` values of a company into `{code: value}`. */
export function translationsOf(company: Company, field: string, codes: readonly string[]) {
  const record = company as Record<string, unknown>;
  return Object.fromEntries(
    codes.map((code) => {
      const value = record[`${field}_${code}`];
      return [code, typeof value === 'string' ? value : ''];
    }),
  );
}
