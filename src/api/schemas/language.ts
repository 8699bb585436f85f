import { z } from 'zod/mini';
import { LOCALE_CODE } from '../laravel-shapes';
import { imageSrcSchema } from './common';

// Built on its first parse (z.lazy), not as the module loads (see kaizen.ts).
/** A language the user may choose: code, name and flag (spec §3). Plain codes are accepted too. */
export const languageSchema = z.lazy(() => {
  const localeCode = z.string().check(z.regex(LOCALE_CODE));
  const languageObject = z.object({
    code: localeCode,
    name: z.optional(z.string()),
    flag_src: z.optional(imageSrcSchema),
  });
  return z.pipe(
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
});
export type Language = z.output<typeof languageSchema>;

/** Messages of one language file: namespaces (`base`, `kaizen.new`, ...) to nested messages. */
export const languageFileSchema = z.lazy(() =>
  z.record(z.string(), z.record(z.string(), z.unknown())),
);
export type LanguageFile = z.output<typeof languageFileSchema>;
