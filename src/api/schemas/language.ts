import { z } from 'zod/mini';
import { imageSrcSchema } from './common';

const localeCode = z.string().check(z.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/));

const languageObject = z.object({
  code: localeCode,
  name: z.optional(z.string()),
  flag_src: z.optional(imageSrcSchema),
});

/** A language the user may choose: code, name and flag (spec §3). Plain codes are accepted too. */
export const languageSchema = z.pipe(
  z.union([localeCode, languageObject]),
  z.transform((value) =>
    typeof value === 'string'
      ? { code: value, name: value.toUpperCase(), flag_src: null }
      : {
          code: value.code,
          name: value.name ?? value.code.toUpperCase(),
          flag_src: value.flag_src ?? null,
        },
  ),
);
export type Language = z.output<typeof languageSchema>;

/** Messages of one language file: namespaces (`base`, `kaizen.new`, ...) to nested messages. */
export const languageFileSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type LanguageFile = z.output<typeof languageFileSchema>;
