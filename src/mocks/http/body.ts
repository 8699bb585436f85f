/** A request body read once, whether it came as JSON or as multipart/urlencoded form data. */

/** An uploaded file. Duck-typed: under jsdom the File class of the test differs from undici's. */
export interface Upload {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUpload(value: unknown): value is Upload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Upload).arrayBuffer === 'function' &&
    typeof (value as Upload).size === 'number'
  );
}

type Fields = Map<string, unknown>;

async function readFields(request: Request): Promise<Fields> {
  const type = request.headers.get('content-type') ?? '';
  const fields: Fields = new Map();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    for (const [rawKey, value] of form.entries()) {
      // Laravel's `key[]` convention: the brackets name a list, not part of the key.
      if (rawKey.endsWith('[]')) {
        const key = rawKey.slice(0, -2);
        const list: unknown = fields.get(key);
        fields.set(key, Array.isArray(list) ? [...(list as unknown[]), value] : [value]);
      } else {
        fields.set(rawKey, value);
      }
    }
    return fields;
  }
  const text = await request.text();
  if (!text.trim()) return fields;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) fields.set(key, value);
    }
  } catch {
    // A body that is not JSON reads as empty; validation then names the missing fields.
  }
  return fields;
}

export class Body {
  private constructor(private readonly fields: Fields) {}

  static async from(request: Request): Promise<Body> {
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    return new Body(hasBody ? await readFields(request.clone()) : new Map<string, unknown>());
  }

  has(key: string): boolean {
    return this.fields.has(key) && this.fields.get(key) !== null;
  }

  raw(key: string): unknown {
    return this.fields.get(key);
  }

  /** Text as sent; numbers are turned into text, anything else (files, lists) is undefined. */
  text(key: string): string | undefined {
    const value = this.fields.get(key);
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? '1' : '0';
    return undefined;
  }

  /** Trimmed text, with '' read as "not given" (Laravel's ConvertEmptyStringsToNull). */
  string(key: string): string | null {
    const value = this.text(key)?.trim();
    return value ? value : null;
  }

  /** A number, null when empty, NaN when it is not a number. */
  number(key: string): number | null {
    const value = this.fields.get(key);
    if (typeof value === 'number') return value;
    const text = this.string(key);
    return text === null ? null : Number(text);
  }

  /** true/false from JSON booleans or the form's '1'/'0'; undefined when absent or unclear. */
  bool(key: string): boolean | undefined {
    const value = this.fields.get(key);
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return undefined;
  }

  list(key: string): unknown[] | undefined {
    const value = this.fields.get(key);
    return Array.isArray(value) ? value : undefined;
  }

  file(key: string): Upload | undefined {
    const value = this.fields.get(key);
    return isUpload(value) ? value : undefined;
  }

  record(key: string): Record<string, unknown> {
    const value = this.fields.get(key);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  }

  /** Keys present in the body, for "did the caller send any of these?" checks. */
  keys(): string[] {
    return [...this.fields.keys()];
  }
}
