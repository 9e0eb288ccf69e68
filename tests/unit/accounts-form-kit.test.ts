import { createTranslator, type Messages } from 'next-intl';
import { createElement, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { NotificationsForm } from '@/components/accounts/account-forms';
import { Form, FormFailure, SubmitButton, useZodForm } from '@/components/ui/form';
import { DateField, TextField } from '@/components/ui/form-field';
import { messageOfKey, submitFailureOf, translateErrors, translatingResolver, type FormSchema } from '@/components/ui/form-errors';
import { ApiError } from '@/lib/api/client';
import { changePasswordSchema, signInSchema, signUpSchema, type SignInOutput } from '@/lib/accounts/auth-schema';
import { changeEmailSchema, deleteAccountSchema, personalInfoSchema } from '@/lib/accounts/personal-info-schema';
import {
  applicantProfileSchema,
  DEFAULT_APPLICANT_PROFILE,
  INTRODUCTION_MAX_LENGTH,
  type ApplicantProfile,
  type ApplicantProfileInput,
} from '@/lib/accounts/profile-schema';
import { DEFAULT_NOTIFICATION_PREFERENCES, offeredNotificationKinds, TEMPLATE_PREFERENCES } from '@/lib/email/preferences';
import { errorMessage } from '@/lib/http/errors';
import { attributes, renderWithIntl } from '@/tests/support/markup';
import daAccount from '@/messages/da-DK/account.json';
import daCommon from '@/messages/da-DK/common.json';
import enAccount from '@/messages/en-DK/account.json';
import enCommon from '@/messages/en-DK/common.json';

const messages = { 'da-DK': { account: daAccount, common: daCommon }, 'en-DK': { account: enAccount, common: enCommon } } as const;
type Locale = keyof typeof messages;
const LOCALES: Locale[] = ['da-DK', 'en-DK'];

describe('a refused request back on its field', () => {
  it('puts a refusal on the field the server named, shows other refusals as worded, and its own words for the rest', () => {
    const fallback = 'Dine oplysninger kunne ikke gemmes.';
    const invalid = new ApiError('Ugyldigt CPR-nummer', 400, 'cpr');
    expect(submitFailureOf(invalid, fallback)).toEqual({ message: 'Ugyldigt CPR-nummer', status: 400, field: 'cpr' });
    const deadline = new ApiError(errorMessage('da-DK', 'invalidField', { field: 'deadline' }), 422, 'deadline');
    expect(submitFailureOf(deadline, fallback)).toEqual({ message: deadline.message, status: 422, field: 'deadline' });
    const conflict = new ApiError(errorMessage('da-DK', 'deleteActiveApplications'), 409);
    expect(submitFailureOf(conflict, fallback)).toEqual({ message: conflict.message, status: 409 });
    expect(submitFailureOf(new ApiError('stack trace', 500, 'name'), fallback)).toEqual({ message: fallback });
    const outage = new ApiError('Filen kan ikke gemmes lige nu.', 503, undefined, 'text/plain; charset=utf-8');
    expect(submitFailureOf(outage, fallback)).toEqual({ message: outage.message, status: 503 });
    expect(submitFailureOf(new ApiError('<html>Bad gateway</html>', 503, undefined, 'text/html'), fallback)).toEqual({ message: fallback });
    expect(submitFailureOf(new TypeError('Failed to fetch'), fallback)).toEqual({ message: fallback });
  });
});

const translator = (locale: Locale, values?: Record<string, number>) =>
  messageOfKey(
    createTranslator({ locale, messages: messages[locale] as unknown as Messages, namespace: 'account' }) as never,
    values,
    messages[locale].common.form.invalidValue,
  );

async function errorsOf(schema: FormSchema, values: object, locale: Locale = 'da-DK', placeholders?: Record<string, number>) {
  const resolve = translatingResolver(schema, translator(locale, placeholders));
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message]));
}

describe('the schemas’ verdicts in the person’s language', () => {
  it('words every rule of the account forms in both languages, never with zod’s English or the fallback', async () => {
    const cases: [FormSchema, object, Record<string, number>?][] = [
      [signInSchema, { email: 'a@b', password: '' }],
      [signUpSchema, { name: ' ', email: '', password: 'kodeord1', acceptTerms: false }],
      [signUpSchema, { name: 'x'.repeat(201), email: 'x@example.com', password: 'kort' }],
      [changePasswordSchema, { currentPassword: '', newPassword: 'x'.repeat(129), confirmPassword: '' }],
      [changeEmailSchema, { newEmail: 'nej', password: '' }],
      [deleteAccountSchema, { password: '' }],
      [personalInfoSchema, { name: '', phone: '12ab' }],
      [
        applicantProfileSchema,
        {
          adults: NaN,
          children: 11,
          pets: false,
          occupation: null,
          incomeBand: null,
          moveInDate: '2027-13-40',
          introduction: 'x'.repeat(1001),
        },
        { max: INTRODUCTION_MAX_LENGTH },
      ],
    ];
    for (const locale of LOCALES) {
      for (const [schema, values, placeholders] of cases) {
        const found = Object.values(await errorsOf(schema, values, locale, placeholders));
        expect(found.length).toBeGreaterThan(0);
        for (const text of found) {
          expect(text).not.toBe(messages[locale].common.form.invalidValue);
          expect(text).not.toMatch(/Invalid|expected|Too (small|big)|\{/);
        }
      }
    }
  });

  it('gives today’s texts for today’s mistakes', async () => {
    expect(await errorsOf(personalInfoSchema, { name: ' ', phone: '12ab' })).toEqual({
      name: 'Skriv dit navn.',
      phone: 'Skriv et gyldigt telefonnummer, fx 20 30 40 50.',
    });
    expect(
      await errorsOf(signUpSchema, { name: 'Ea', email: 'ea@example.com', password: 'Password1', acceptTerms: true }, 'en-DK', {
        min: 8,
        max: 128,
      }),
    ).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    expect(await errorsOf(signUpSchema, { name: 'Ea', email: 'ea@example.com', password: 'kort' }, 'da-DK', { min: 8, max: 128 })).toEqual({
      password: 'Adgangskoden skal være på mindst 8 tegn.',
      acceptTerms: 'Du skal acceptere vilkårene for at oprette en profil.',
    });
    const unticked = { name: 'Ea', email: 'ea@example.com', password: 'Fjord-og-hav-2026', acceptTerms: false };
    expect(await errorsOf(signUpSchema, unticked, 'en-DK')).toEqual({ acceptTerms: 'You must accept the terms to create an account.' });
    const mismatch = { currentPassword: 'gammel-kode', newPassword: 'Fjord-og-hav-2026', confirmPassword: 'Fjord-og-hav-2027' };
    expect(await errorsOf(changePasswordSchema, mismatch, 'en-DK')).toEqual({ confirmPassword: 'The two passwords do not match.' });
    expect(await errorsOf(applicantProfileSchema, { ...DEFAULT_APPLICANT_PROFILE, adults: 11 })).toEqual({
      adults: 'Antal voksne skal være mellem 1 og 10.',
    });
  });

  it('falls back to the kit’s words for a rule without a key, and keeps nested errors and refs', () => {
    const ref = { name: 'phone' };
    const errors = {
      phone: { type: 'custom', message: 'Invalid input', ref },
      address: { postcode: { type: 'too_small', message: 'personalInfo.errors.name' } },
    };
    const translated = translateErrors(errors as unknown as FieldErrors, translator('en-DK'));
    expect(translated).toEqual({
      phone: { type: 'custom', message: 'Check this field.', ref },
      address: { postcode: { type: 'too_small', message: 'Enter your name.' } },
    });
    expect((translated.phone as { ref: unknown }).ref).toBe(ref);
  });
});

const render = (children: ReactNode, locale: Locale = 'da-DK') => renderWithIntl(children, locale, messages[locale]);

/** A sign-in form as the kit renders it, with the errors a submit left (react-hook-form's `errors` option). */
function SignInWith({ errors }: { errors?: FieldErrors }) {
  const form = useZodForm(signInSchema, { messages: { namespace: 'account' }, defaultValues: { email: '', password: '' }, errors });
  const children = [
    createElement(FormFailure, { key: 'failure' }),
    createElement(TextField, { key: 'email', name: 'email', label: 'E-mail', type: 'email', hint: 'Den du oprettede profilen med.' }),
    createElement(TextField, { key: 'password', name: 'password', label: 'Adgangskode', type: 'password' }),
    createElement(SubmitButton, { key: 'submit', busyLabel: 'Logger ind …', children: 'Log ind' }),
  ];
  return createElement(Form<SignInOutput, SignInOutput>, { form, onSubmit: () => undefined, failure: 'Noget gik galt.', children });
}

/** The profile's move-in date as the kit renders it, from a stored yyyy-mm-dd, with the errors a submit left. */
function MoveInWith({ moveInDate, errors }: { moveInDate: string | null; errors?: FieldErrors }) {
  const form = useZodForm(applicantProfileSchema, {
    messages: { namespace: 'account' },
    defaultValues: { ...DEFAULT_APPLICANT_PROFILE, moveInDate },
    errors,
  });
  const children = createElement(DateField, { name: 'moveInDate', label: 'Indflytning' });
  return createElement(Form<ApplicantProfileInput, ApplicantProfile>, {
    form,
    onSubmit: () => undefined,
    failure: 'Noget gik galt.',
    children,
  });
}

describe('the kit’s markup', () => {
  it('shows a date field’s yyyy-mm-dd value day first in both languages, as text with its format and hint', () => {
    for (const locale of LOCALES) {
      const html = render(createElement(MoveInWith, { moveInDate: '2027-03-01' }), locale);
      const input = attributes(html, /<input[^>]*name="moveInDate"[^>]*>/);
      const { dateFormat, dateHint } = messages[locale].common.form;
      expect(input).toMatchObject({ type: 'text', value: '01-03-2027', placeholder: dateFormat });
      expect(attributes(html, /<label[^>]*>/).for).toBe(input.id);
      expect(html).toContain(`id="${input['aria-describedby']}" class="form-text">${dateHint}`);
      expect(input['aria-invalid']).toBeUndefined();
    }
    expect(attributes(render(createElement(MoveInWith, { moveInDate: null })), /<input[^>]*name="moveInDate"[^>]*>/).value).toBe('');
  });

  it('marks a wrong date invalid and reads its error before its hint', () => {
    const errors = { moveInDate: { type: 'invalid_format', message: 'Skriv en gyldig dato.' } } as FieldErrors;
    const html = render(createElement(MoveInWith, { moveInDate: '31-02-2027', errors }));
    const input = attributes(html, /<input[^>]*name="moveInDate"[^>]*>/);
    expect(input).toMatchObject({ 'aria-invalid': 'true', class: 'form-control is-invalid', value: '31-02-2027' });
    const [errorId, hintId] = input['aria-describedby'].split(' ');
    expect(html).toContain(`id="${errorId}" class="invalid-feedback d-block">Skriv en gyldig dato.`);
    expect(html).toContain(`id="${hintId}" class="form-text">`);
  });

  it('labels every field and ties the hint to it; nothing is invalid before a submit', () => {
    const html = render(createElement(SignInWith));
    const email = attributes(html, /<input[^>]*name="email"[^>]*>/);
    expect(attributes(html, /<label[^>]*>/).for).toBe(email.id);
    expect(email['aria-invalid']).toBeUndefined();
    expect(email.class).toBe('form-control');
    expect(html).toContain(`id="${email['aria-describedby']}" class="form-text">Den du oprettede profilen med.`);
    expect(attributes(html, /<input[^>]*name="password"[^>]*>/)['aria-describedby']).toBeUndefined();
    expect(/<form[^>]*>/.exec(html)?.[0]).toMatch(/\snovalidate=""/i);
    expect(html).not.toContain('role="alert"');
    expect(attributes(html, /<button[^>]*>/)).toMatchObject({ type: 'submit', 'aria-busy': 'false' });
  });

  it('marks a wrong field invalid and reads its error before its hint; a form-level failure is an alert', () => {
    const errors = {
      email: { type: 'invalid_format', message: 'Skriv en gyldig e-mailadresse.' },
      root: { server: { type: '429', message: 'For mange forsøg.' } },
    } as FieldErrors;
    const html = render(createElement(SignInWith, { errors }));
    const email = attributes(html, /<input[^>]*name="email"[^>]*>/);
    expect(email).toMatchObject({ 'aria-invalid': 'true', class: 'form-control is-invalid' });
    const [errorId, hintId] = email['aria-describedby'].split(' ');
    expect(html).toContain(`id="${errorId}" class="invalid-feedback d-block">Skriv en gyldig e-mailadresse.`);
    expect(html).toContain(`id="${hintId}" class="form-text">`);
    expect(attributes(html, /<input[^>]*name="password"[^>]*>/)['aria-invalid']).toBeUndefined();
    expect(html).toMatch(/role="alert"[^>]*>For mange forsøg\./);
  });
});

describe('notification switches', () => {
  it('are offered only for kinds a mail template is governed by, never the newsletter nobody sends', () => {
    const governed = new Set<string>(Object.values(TEMPLATE_PREFERENCES));
    for (const kind of offeredNotificationKinds) expect(governed).toContain(kind);
    expect(offeredNotificationKinds).not.toContain('newsletters');
  });

  it('render as labelled switches showing the stored choice, in both languages', () => {
    const initial = { ...DEFAULT_NOTIFICATION_PREFERENCES, offers: false };
    const kinds = ['offers', 'viewingInvitations'] as const;
    for (const locale of LOCALES) {
      const html = render(createElement(NotificationsForm, { initial, kinds }), locale);
      const switches = [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map(([tag]) => ({
        name: /name="(\w+)"/.exec(tag)?.[1],
        checked: /\schecked=""/.test(tag),
      }));
      expect(switches).toEqual(kinds.map((kind) => ({ name: kind, checked: initial[kind] })));
      for (const kind of kinds) expect(html).toContain(`>${messages[locale].account.notifications.kinds[kind]}</label>`);
    }
  });
});
