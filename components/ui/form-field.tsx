'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import {
  useController,
  useFormContext,
  useFormState,
  type FieldError,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { DayMonthYearInput } from './local-date-input';

/*
 * The fields of the form kit (components/ui/form.tsx), read from the surrounding <Form>. Each is
 * labelled; its hint and its error are tied to it with aria-describedby (error first, so a screen
 * reader says what is wrong before what is expected), and aria-invalid marks it while it is wrong.
 */

/** What a field passes to its control: react-hook-form's registration plus the labelling and error wiring. */
export type ControlProps = UseFormRegisterReturn & {
  /** The value before react-hook-form takes the control over, so the server's HTML shows it too. */
  defaultValue?: string | number;
  defaultChecked?: boolean;
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldBase = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** react-hook-form's value conversions (valueAsNumber, setValueAs); the rules themselves are the schema's. */
  registerOptions?: RegisterOptions;
  /** The wrapper's classes (grid column, spacing). */
  className?: string;
};

function fieldError(errors: Record<string, unknown>, name: string): FieldError | undefined {
  const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return error as FieldError | undefined;
}

/** The ids, error, labelling and error wiring of one field, whatever owns its value. */
function useFieldWiring(name: string, hint: ReactNode, controlClass: string) {
  const id = useId();
  const { errors } = useFormState({ name });
  const error = fieldError(errors, name)?.message;
  const ids = { control: `${id}-control`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ');
  const wiring = {
    id: ids.control,
    className: error ? `${controlClass} is-invalid` : controlClass,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return { ids, error, wiring };
}

/** The ids, error and control props of one registered field; a checkbox's value is `checked`. */
function useField(name: string, hint: ReactNode, registerOptions: RegisterOptions | undefined, controlClass: string, checkbox = false) {
  const { register, getValues } = useFormContext();
  const value: unknown = getValues(name);
  const { ids, error, wiring } = useFieldWiring(name, hint, controlClass);
  const control: ControlProps = {
    ...register(name, registerOptions),
    ...(checkbox ? { defaultChecked: value === true } : { defaultValue: typeof value === 'number' ? value : String(value ?? '') }),
    ...wiring,
  };
  return { ids, error, control };
}

function HintAndError({ ids, hint, error }: { ids: { hint: string; error: string }; hint: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={ids.hint} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={ids.error} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </>
  );
}

type FormFieldProps = FieldBase & {
  /** The control's base class: form-control, form-select, … */
  controlClass?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A labelled field around any control: `children` renders it with the props it is given. */
export function FormField({
  name,
  label,
  hint,
  registerOptions,
  className = 'mb-3',
  controlClass = 'form-control',
  children,
}: FormFieldProps) {
  const { ids, error, control } = useField(name, hint, registerOptions, controlClass);
  return (
    <div className={className}>
      <label htmlFor={ids.control} className="form-label">
        {label}
      </label>
      {children(control)}
      <HintAndError ids={ids} hint={hint} error={error} />
    </div>
  );
}

type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldBase | 'id' | 'aria-describedby' | 'aria-invalid'>;

/** A labelled <input>: text, e-mail, password, number (a date is a DateField). */
export function TextField({ name, label, hint, registerOptions, className, ...input }: TextFieldProps) {
  return (
    <FormField name={name} label={label} hint={hint} registerOptions={registerOptions} className={className}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}

/**
 * A labelled date written dd-mm-yyyy (./local-date-input.tsx) whatever the browser's language. The
 * form's value stays yyyy-mm-dd (null when empty); a date half typed stays text, which the schema refuses.
 */
export function DateField({ name, label, className = 'mb-3' }: Omit<FieldBase, 'registerOptions' | 'hint'>) {
  const hint = useTranslations('common.form')('dateHint');
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ name });
  const { ids, error, wiring } = useFieldWiring(name, hint, 'form-control');
  return (
    <div className={className}>
      <label htmlFor={ids.control} className="form-label">
        {label}
      </label>
      <DayMonthYearInput
        {...wiring}
        ref={ref}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onValueChange={(text) => onChange(text.trim() ? text : null)}
        onBlur={onBlur}
      />
      <HintAndError ids={ids} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = FieldBase & {
  /** The first option, value '' ("not stated"); convert it with registerOptions.setValueAs. */
  empty: string;
  /** `lang`: an option in another language than the page (a landlord's Danish words on an English page). */
  options: readonly (readonly [value: string, label: string, lang?: string])[];
};

/** A labelled <select> whose first option means "not stated". */
export function SelectField({ empty, options, ...field }: SelectFieldProps) {
  return (
    <FormField {...field} controlClass="form-select">
      {(control) => (
        <select {...control}>
          <option value="">{empty}</option>
          {options.map(([value, label, lang]) => (
            <option key={value} value={value} lang={lang}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A checkbox (or, with `asSwitch`, a switch) with its label after it; `required`: a box that must be ticked. */
export function CheckField({
  name,
  label,
  hint,
  asSwitch = false,
  required,
  className = 'mb-2',
}: Omit<FieldBase, 'registerOptions'> & { asSwitch?: boolean; required?: boolean }) {
  const { ids, error, control } = useField(name, hint, undefined, 'form-check-input', true);
  return (
    <div className={`form-check ${asSwitch ? 'form-switch ' : ''}${className}`}>
      <input type="checkbox" role={asSwitch ? 'switch' : undefined} required={required} {...control} />
      <label htmlFor={ids.control} className="form-check-label">
        {label}
      </label>
      <HintAndError ids={ids} hint={hint} error={error} />
    </div>
  );
}
