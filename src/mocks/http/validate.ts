import { KAIZEN_LIMITS } from '@/api/schemas/kaizen';
import type { MessageKey } from '../messages/translate';
import type { Body, Upload } from './body';
import { invalid, type FieldMessages } from './errors';

interface TextRules {
  required?: boolean;
  max?: number;
  min?: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const COLOR = /^#[0-9a-f]{6}$/i;

/**
 * Reads fields off a body and collects Laravel-style errors; `done()` throws one 422 naming
 * every bad field, so a form can mark them all at once.
 */
export class Validator {
  private readonly errors: FieldMessages = {};

  constructor(private readonly body: Body) {}

  fail(field: string, key: MessageKey, params: Record<string, string | number> = {}): void {
    (this.errors[field] ??= []).push({ key, params: { attribute: field, ...params } });
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw invalid(this.errors);
  }

  string(field: string, rules: TextRules = {}): string | null {
    const value = this.body.string(field);
    if (value === null) {
      if (rules.required) this.fail(field, 'required');
      return null;
    }
    if (rules.max !== undefined && value.length > rules.max) {
      this.fail(field, 'max_string', { max: rules.max });
    }
    if (rules.min !== undefined && value.length < rules.min) {
      this.fail(field, 'min_string', { min: rules.min });
    }
    return value;
  }

  email(field: string, required = true): string | null {
    const value = this.string(field, { required, max: 255 });
    if (value !== null && !EMAIL.test(value)) this.fail(field, 'email');
    return value?.toLowerCase() ?? null;
  }

  color(field: string): string | null {
    const value = this.string(field);
    if (value !== null && !COLOR.test(value)) this.fail(field, 'color');
    return value;
  }

  /** Passwords are not trimmed; `_confirmation` must match when `confirm` is set. */
  password(field: string, { required = false, confirm = false } = {}): string | null {
    const value = this.body.text(field) ?? '';
    if (value === '') {
      if (required) this.fail(field, 'required');
      return null;
    }
    if (value.length < PASSWORD_MIN) this.fail(field, 'min_string', { min: PASSWORD_MIN });
    if (confirm && this.body.text(`${field}_confirmation`) !== value) this.fail(field, 'confirmed');
    return value;
  }

  number(field: string, { required = false, min = 0 } = {}): number | null {
    const value = this.body.number(field);
    if (value === null) {
      if (required) this.fail(field, 'required');
      return null;
    }
    if (!Number.isFinite(value) || value < min) this.fail(field, 'numeric_min', { min });
    return value;
  }

  integer(field: string, required = false): number | null {
    const value = this.number(field, { required, min: Number.MIN_SAFE_INTEGER });
    if (value !== null && !Number.isInteger(value)) this.fail(field, 'integer');
    return value;
  }

  boolean(field: string): boolean | undefined {
    if (!this.body.has(field)) return undefined;
    const value = this.body.bool(field);
    if (value === undefined) this.fail(field, 'boolean');
    return value;
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], required = false): T | null {
    const value = this.string(field, { required });
    if (value === null) return null;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(field, 'in');
      return null;
    }
    return value as T;
  }

  /** A list of ids (`key[]` in forms, an array in JSON); every item must be a known id. */
  ids(field: string, known: ReadonlySet<number>): number[] | undefined {
    if (!this.body.has(field)) return undefined;
    const list = this.body.list(field);
    const ids = (list ?? []).map(Number);
    if (!list || ids.some((id) => !known.has(id))) {
      this.fail(field, 'in');
      return undefined;
    }
    return [...new Set(ids)];
  }

  /** An uploaded image within KAIZEN_LIMITS (type and size). */
  image(field: string): Upload | undefined {
    const file = this.body.file(field);
    if (!file) {
      if (this.body.string(field) !== null) this.fail(field, 'image_type', { types: IMAGE_TYPES });
      return undefined;
    }
    if (!(KAIZEN_LIMITS.imageTypes as readonly string[]).includes(file.type)) {
      this.fail(field, 'image_type', { types: IMAGE_TYPES });
    } else if (file.size > KAIZEN_LIMITS.imageMaxBytes) {
      this.fail(field, 'image_size', { max: KAIZEN_LIMITS.imageMaxBytes / 1024 / 1024 });
    }
    return file;
  }
}

/** Our choice (docs/api.md); the seeded demo password `kaizen` predates it. */
const PASSWORD_MIN = 8;
const IMAGE_TYPES = KAIZEN_LIMITS.imageTypes.map((type) => type.replace('image/', '')).join(', ');

/** After `done()`, a required field is known to be there; this tells TypeScript so. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('A validated field is missing.');
  return value;
}
