import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { handParser } from '@/api/parsers';
import { focusFirstInvalidField } from '@/components/form-field';
import { isSavedButUnreadable, savedAnyway } from '@/components/saved-anyway';
import { controlOf, sortFailure } from '@/lib/form-failure';
import { isRecord } from '@/utils/is-record';
import { usePagePath } from './use-page-path';
import { useKeptWork } from './use-kept-work';

/** A message to show per field: text in the user's language, never a translation key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type StringField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface FormOptions<V, F extends string> {
  initial: V;
  /** Client checks, run before anything is sent: a translated message per invalid field. */
  validate?: (values: V) => FieldErrors<NoInfer<F>>;
  /** The control that shows a server field error; by default Laravel's `roles.0` -> `roles`. */
  fieldFor?: (serverField: string) => NoInfer<F> | undefined;
  /** A page's own wording for some failures; `failureMessage` otherwise. */
  messageFor?: (error: unknown) => string | undefined;
  /** Start over from `initial` after a save (an add form that stays on the screen). */
  resetAfterSave?: boolean;
  /** A save the server took but answered unreadably, for screens that move on after a save:
   * a warning toast, then this instead of the form's alert (the form stays usable). Without it
   * the form says so and never sends again: a second send would be a duplicate. Either way the
   * screen's data is fetched again for it (src/lib/query-client.ts): this only moves on. */
  onSavedAnyway?: () => void;
  /** Tells apart forms with the same fields on one page (a rename form per site), so each
   * gets its own input back after a session expiry; false: nothing is kept. */
  keepAs?: string | false;
}

const hasAny = (messages: object) => Object.values(messages).some(Boolean);

// Secrets are never written to storage, whatever the form.
const SECRET = /password|token|secret/i;
type Kept = Record<string, string | number | boolean>;
const isKeepable = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value);

/** The typed values worth keeping over a session expiry: text, numbers, choices; no secrets. */
function keepableValues(values: object): Kept {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !SECRET.test(name) && isKeepable(value)),
  );
}

/** Kept values read back onto `initial`: only its own fields, each with its own type. */
const keptValuesOf = <V extends object>(initial: V) =>
  handParser<V>((kept) => {
    if (!isRecord(kept)) return undefined;
    const fields = Object.entries(keepableValues(initial)).filter(
      ([name, value]) => typeof kept[name] === typeof value,
    );
    return { ...initial, ...Object.fromEntries(fields.map(([name]) => [name, kept[name]])) };
  }, "the form's values");

/** Equal values, plain objects and arrays compared by content; a file or date by identity. */
function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  }
  const plain = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype;
  if (!plain(a) || !plain(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameValues(a[key], b[key]));
}

/**
 * The one form state: values, field errors from the client and from a 422 (with focus on the
 * first invalid field), a form-level alert, and a submit that runs one request at a time and
 * keeps what the user typed when it fails.
 *
 * @example
 * // setFormElement apart: the React lint takes whatever is passed as `ref` for a ref, and would
 * // then refuse every other use of the object it came from during render.
 * const { setFormElement, ...form } = useForm({
 *   initial: { name: '' },
 *   validate: (values) => ({ name: requiredMessage(values.name) }),
 * });
 * <Form ref={setFormElement} noValidate onSubmit={form.onSubmit((values) => createTeam(values))}>
 *   <FormAlert message={form.formError} />
 *   <FormField {...form.field('name')} label={t('fields.name')} />
 *   <SubmitButton submitting={form.submitting}>...</SubmitButton>
 */
export function useForm<V extends object, F extends string = keyof V & string>(
  options: FormOptions<V, F>,
) {
  const { validate, messageFor, onSavedAnyway, keepAs } = options;
  const [initial] = useState(options.initial);
  const pathname = usePagePath();
  const fieldFor =
    options.fieldFor ??
    ((name: string) => (controlOf(name) in initial ? (controlOf(name) as F) : undefined));
  // Pass `setFormElement` as the form's `ref`. Kept in a ref, not state: it is read in an effect
  // only, and state set as the form mounts would render the whole form a second time.
  const formElement = useRef<HTMLFormElement | null>(null);
  const setFormElement = useCallback((element: HTMLFormElement | null) => {
    formElement.current = element;
  }, []);
  // A ref, not state: a second click can arrive before React re-renders the disabled button.
  const busy = useRef(false);
  // The values of a save the server took but answered unreadably: sending those again would
  // duplicate it. Other values (the next entry, a correction) are a new save.
  const savedRef = useRef<V | null>(null);
  const [savedValues, setSavedValues] = useState<V | null>(null);
  // What the form started from (or was last reset to): input differing from it is the user's.
  const [baseline, setBaseline] = useState(initial);
  // Typed input outlives a session expiry: kept when it is found, back after signing in
  // (src/lib/kept-work.ts). Per page, form (its fields) and `keepAs`.
  const fields = Object.keys(keepableValues(initial)).sort().join(',');
  const latest = useRef(initial);
  const dirty = useRef(false);
  const restored = useKeptWork(
    `form:${pathname}:${fields}${keepAs ? `:${keepAs}` : ''}`,
    keptValuesOf(initial),
    () => (keepAs === false || !dirty.current ? undefined : keepableValues(latest.current)),
  );
  const [values, setValues] = useState(restored ?? initial);
  useEffect(() => {
    latest.current = values;
    dirty.current = !sameValues(values, baseline);
  }, [values, baseline]);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(formElement.current);
  }, [focusRequest]);

  function showFieldErrors(messages: FieldErrors<F>) {
    setErrors(messages);
    if (hasAny(messages)) setFocusRequest((count) => count + 1);
  }

  function showFailure(error: unknown) {
    const inputKept = !sameValues(values, baseline);
    const { placed, alert } = sortFailure(error, fieldFor, messageFor?.(error), inputKept);
    showFieldErrors(placed);
    setFormError(alert);
  }

  /** Starts over from `next` (by default the initial values), without errors or alert. */
  function reset(next: V = initial) {
    setValues(next);
    setBaseline(next);
    setErrors({});
    setFormError(null);
  }

  function setError(name: F, message: string | undefined) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  async function submit(send: (values: V) => Promise<void> | void, check = validate) {
    if (busy.current || (savedRef.current && sameValues(values, savedRef.current))) return;
    const problems = check?.(values) ?? {};
    setFormError(null);
    if (hasAny(problems)) return showFieldErrors(problems);
    busy.current = true;
    setSubmitting(true);
    setErrors({});
    try {
      await send(values);
      if (options.resetAfterSave) reset();
    } catch (error) {
      if (onSavedAnyway && savedAnyway(error)) {
        if (options.resetAfterSave) reset();
        return onSavedAnyway();
      }
      if (isSavedButUnreadable(error)) {
        savedRef.current = values;
        setSavedValues(values);
      }
      showFailure(error);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** Sets one value and clears that field's error. */
  function setField<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** Props for a FormField bound to the string value `name`. */
  function field<K extends StringField<V>>(name: K) {
    return {
      name,
      value: values[name] as string,
      error: errors[name as string as F],
      onChange: (value: string) => setField(name, value as V[K]),
    };
  }

  /** The form's onSubmit: validates, then sends once. */
  function onSubmit(send: (values: V) => Promise<void> | void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(send);
    };
  }

  return {
    setFormElement,
    /** Shows a failure that came back after the form let go (a send behind an undo toast). */
    showFailure,
    values,
    setValues,
    setField,
    field,
    errors,
    setError,
    reset,
    formError,
    submitting,
    /** True while the form holds the values of a save the server took unreadably. */
    saved: savedValues !== null && sameValues(values, savedValues),
    submit,
    onSubmit,
  };
}
