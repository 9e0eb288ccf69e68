import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';

/*
 * The pure half of the form kit (components/ui/form.tsx): how a schema's message keys become the
 * person's words, and how a refused request finds its way back onto a field.
 */

/** A failed submit as the form shows it: on `field` when the server named one, else above the button. */
export type SubmitFailure = { message: string; field?: string; status?: number };

/** Our API's refusals (4xx) and outages (503) are written for the person and shown as they are — on the field the server named, if any; anything else gets the form's own words. */
export function submitFailureOf(error: unknown, fallback: string): SubmitFailure {
  if (!(error instanceof ApiError) || !error.forPerson) return { message: fallback };
  return error.field
    ? { message: error.message, status: error.status, field: error.field }
    : { message: error.message, status: error.status };
}

type MessageValues = Record<string, string | number>;
/** next-intl's translator, as far as the kit needs it. */
export type KeyTranslator = { (key: string, values?: MessageValues): string; has(key: string): boolean };

/** A key's text, with the form's placeholders; a rule without a key of its own gets `fallback`, never zod's English. */
export function messageOfKey(t: KeyTranslator, values: MessageValues | undefined, fallback: string): (key: string) => string {
  return (key) => (key && t.has(key) ? t(key, values) : fallback);
}

const isLeaf = (value: object): value is { type: unknown; message?: unknown } => 'type' in value && typeof value.type === 'string';

/**
 * The resolver's errors with every message (a schema's message key, see lib/applications/schema.ts)
 * turned into text by `translate`; nested objects (field groups) are walked, refs kept as they are.
 */
export function translateErrors<T extends FieldValues>(errors: FieldErrors<T>, translate: (key: string) => string): FieldErrors<T> {
  const entries = Object.entries(errors).map(([name, error]) => {
    if (!error || typeof error !== 'object') return [name, error];
    if (isLeaf(error)) return [name, { ...error, message: translate(typeof error.message === 'string' ? error.message : '') }];
    return [name, translateErrors(error as FieldErrors, translate)];
  });
  return Object.fromEntries(entries) as FieldErrors<T>;
}

export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** The schema as react-hook-form resolver, its message keys turned into text by `translate`. */
export function translatingResolver<S extends FormSchema>(
  schema: S,
  translate: (key: string) => string,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateErrors(result.errors, translate) } as Awaited<ReturnType<typeof resolve>>;
  };
}
