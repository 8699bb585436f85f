import { z } from 'zod';
import { idSchema, imageSrcSchema } from './common';
import { languageSchema } from './language';

const companyBase = z.object({
  id: idSchema,
  name: z.string(),
  color: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  logo_src: imageSrcSchema,
  api_enabled: z.boolean().default(false),
});

/**
 * A company. Translatable fields arrive flat as `{field}_{languageCode}` (spec §3), so the
 * object passes unknown keys through; `translationsOf` reads them.
 */
export const companySchema = companyBase.loose();
export type Company = z.output<typeof companySchema>;

export const companyRowSchema = companyBase.extend({
  meta_data: z
    .object({
      users_count: z.number().int().nonnegative().default(0),
      teams_count: z.number().int().nonnegative().default(0),
      kaizens_count: z.number().int().nonnegative().default(0),
    })
    .optional(),
});
export type CompanyRow = z.output<typeof companyRowSchema>;

/** GET /api/company/company-configurator */
export const companyConfiguratorSchema = z.object({
  company: companySchema,
  languages: z.array(languageSchema).min(1),
  translatable_fields: z.array(z.string()).default([]),
});
export type CompanyConfigurator = z.output<typeof companyConfiguratorSchema>;

export const apiEnabledSchema = z
  .union([z.boolean(), z.object({ enabled: z.boolean() })])
  .transform((value) => (typeof value === 'boolean' ? value : value.enabled));

export const sitesSchema = z
  .array(z.union([z.string(), z.object({ name: z.string() })]))
  .transform((sites) => sites.map((site) => (typeof site === 'string' ? site : site.name)));

/** GET /api/company/team-data: per-team kaizen counts for the dashboard. */
export const teamDataSchema = z.array(
  z.object({
    team_id: idSchema,
    team_name: z.string(),
    open: z.number().int().nonnegative().default(0),
    approved: z.number().int().nonnegative().default(0),
    declined: z.number().int().nonnegative().default(0),
  }),
);
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
