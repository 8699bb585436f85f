export type FormValue =
  string | number | boolean | Blob | null | undefined | readonly (string | number)[];

/**
 * Builds multipart form data the way Laravel reads it: arrays as `key[]`, booleans as 1/0,
 * null and undefined left out (send '' explicitly to clear a field).
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      value.forEach((item) => form.append(`${key}[]`, String(item)));
    } else if (value instanceof Blob) {
      form.append(key, value);
    } else if (typeof value === 'boolean') {
      form.append(key, value ? '1' : '0');
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}
