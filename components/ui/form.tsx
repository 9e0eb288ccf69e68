'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useForm, useFormState, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FormMessages } from '@/lib/i18n/message-keys';
import { FormAlert } from './form-alert';
import { messageOfKey, submitFailureOf, translatingResolver, type FormSchema, type KeyTranslator, type SubmitFailure } from './form-errors';

/*
 * The form kit: one zod schema per form (the one its route handler parses), react-hook-form for the
 * state, and the fields of ./form-field.tsx. Errors appear on submit, then follow each keystroke;
 * focus goes to the first invalid field; the submit button is busy while the request runs; a
 * refused request lands on the field it names, or above the button.
 */

function useMessageKeys({ namespace, values }: FormMessages): (key: string) => string {
  const t = useTranslations(namespace as never) as unknown as KeyTranslator;
  return messageOfKey(t, values, useTranslations('common.form')('invalidValue'));
}

export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  messages: FormMessages;
};

/**
 * useForm with the schema as resolver. The schema's rules name message keys (not texts), so the
 * same schema serves the route handler; here they become the person's language.
 */
export function useZodForm<S extends FormSchema>(schema: S, { messages, ...options }: ZodFormOptions<S>) {
  const resolver = translatingResolver(schema, useMessageKeys(messages));
  return useForm<z.input<S>, unknown, z.output<S>>({
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}

/** The form's own failure slot (role=alert above the button); `type` carries the HTTP status or a caller's tag. */
const FAILURE = 'root.server' as const;

/** Shows a failure on the field it names (focused), else in the form's alert. */
export function showFailure<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, failure: SubmitFailure & { type?: string }) {
  const type = failure.type ?? String(failure.status ?? 'failed');
  const field = failure.field as Path<T> | undefined;
  if (field && form.getValues(field) !== undefined) form.setError(field, { type, message: failure.message }, { shouldFocus: true });
  else form.setError(FAILURE, { type, message: failure.message });
}

type FormProps<TIn extends FieldValues, TOut> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Runs with the schema's output; whatever it throws is shown (see `failure`). */
  onSubmit: (values: TOut) => Promise<unknown> | unknown;
  /** The form's words for a failure the server did not explain (network, 5xx). */
  failure: string;
  children: ReactNode;
};

/** A <form> (no browser bubbles: the kit's messages are the ones in the person's language) wired to `form`. */
export function Form<TIn extends FieldValues, TOut>({ form, onSubmit, failure, children, ...attributes }: FormProps<TIn, TOut>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(form, submitFailureOf(error, failure));
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} {...attributes}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * The form's failure, if any, as an alert; `children(type)` may add to it (a link, a retry button),
 * `type` being the HTTP status or the tag given to showFailure.
 */
export function FormFailure({ children }: { children?: (type: string) => ReactNode }) {
  const { errors } = useFormState();
  const failure = errors.root?.server;
  if (!failure?.message) return null;
  const extra = children?.(String(failure.type));
  return (
    <FormAlert kind="error">
      {failure.message}
      {extra ? <> {extra}</> : null}
    </FormAlert>
  );
}

type SubmitProps = { children: ReactNode; busyLabel?: ReactNode; className?: string };

/** The submit button: disabled and aria-busy while the submit runs, so a double click sends once. */
export function SubmitButton({ children, busyLabel, className = 'btn btn-primary' }: SubmitProps) {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" className={className} disabled={isSubmitting} aria-busy={isSubmitting}>
      {isSubmitting && busyLabel ? busyLabel : children}
    </button>
  );
}

/**
 * What to tell a person whose submit is taking long (a busy server keeps their request in line): shown
 * once the submit has run for `afterMs`, in a live region that is always in the page so a screen
 * reader announces it, and gone when the submit ends.
 */
export function SlowSubmitNotice({ children, afterMs = 2000 }: { children: ReactNode; afterMs?: number }) {
  const { isSubmitting } = useFormState();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!isSubmitting) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [isSubmitting, afterMs]);
  const shown = slow && isSubmitting;
  return (
    <div role="status" className={shown ? 'alert alert-info' : undefined}>
      {shown ? children : null}
    </div>
  );
}
