import { getTranslations } from '@/lib/i18n/translations';
import { energyLabels, propertyTypes, rentalPeriods } from '@/lib/catalogue/schema';
import type { SearchQuery } from '@/lib/search/schema';
import { LocalDateInput } from '@/components/ui/local-date-input';

type Props = { formId: string; query: SearchQuery };

function RangeFields({
  name,
  label,
  from,
  to,
  query,
  step,
}: {
  name: 'rent' | 'size' | 'rooms';
  label: string;
  from: string;
  to: string;
  query: SearchQuery;
  step?: number;
}) {
  const min = query[`${name}Min`];
  const max = query[`${name}Max`];
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 fw-semibold">{label}</legend>
      <div className="hj-range">
        <input
          className="form-control"
          type="number"
          inputMode="numeric"
          min={0}
          step={step}
          name={`${name}Min`}
          defaultValue={min}
          aria-label={from}
          placeholder={from}
        />
        <input
          className="form-control"
          type="number"
          inputMode="numeric"
          min={0}
          step={step}
          name={`${name}Max`}
          defaultValue={max}
          aria-label={to}
          placeholder={to}
        />
      </div>
    </fieldset>
  );
}

type CheckProps = { name: string; value?: string; label: string; checked: boolean; hint?: string };

function Check({ name, value = '1', label, checked, hint }: CheckProps) {
  const id = `f-${name}-${value}`;
  return (
    <div className="form-check">
      <input
        className="form-check-input"
        type="checkbox"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** Every filter of the search: location, rent, size, rooms, type, dates, facilities, labels … */
export async function FilterFields({ formId, query }: Props) {
  const t = await getTranslations('search.filters');
  const g = await getTranslations('general');
  const facilities = ['pets', 'furnished', 'shareable', 'elevator', 'balcony', 'parking', 'evCharger'] as const;
  const facilityLabels = {
    pets: t('petsAllowed'),
    furnished: t('furnished'),
    shareable: t('shareable'),
    elevator: t('elevator'),
    balcony: t('balconyOrTerrace'),
    parking: t('parking'),
    evCharger: t('evCharger'),
  };
  return (
    <>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={`${formId}-q`}>
          {g('actions.search')}
        </label>
        <input className="form-control" type="search" id={`${formId}-q`} name="q" defaultValue={query.q} maxLength={100} />
      </div>
      <RangeFields name="rent" label={t('rent')} from={t('rentFrom')} to={t('rentTo')} query={query} step={500} />
      <RangeFields name="size" label={t('size')} from={t('sizeFrom')} to={t('sizeTo')} query={query} />
      <RangeFields name="rooms" label={t('rooms')} from={t('roomsFrom')} to={t('roomsTo')} query={query} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('propertyType')}</legend>
        {propertyTypes.map((type) => (
          <Check key={type} name="type" value={type} label={g(`propertyTypePlural.${type}`)} checked={query.type.includes(type)} />
        ))}
      </fieldset>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={`${formId}-from`}>
          {t('availableFrom')}
        </label>
        <LocalDateInput id={`${formId}-from`} name="availableFrom" defaultValue={query.availableFrom} />
        <div className="mt-2">
          {/* Ticked by default: unticked, the form must still say so (`upcoming=0`); when ticked, the box's value comes later and counts. */}
          <input type="hidden" name="upcoming" value="0" />
          <Check name="upcoming" label={t('upcoming')} hint={t('upcomingHint')} checked={query.upcoming} />
          <Check name="newBuild" label={g('newBuild')} checked={query.newBuild} />
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('facilities')}</legend>
        {facilities.map((name) => (
          <Check key={name} name={name} label={facilityLabels[name]} checked={query[name]} />
        ))}
      </fieldset>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={`${formId}-energy`}>
          {t('energyLabel')}
        </label>
        <select className="form-select" id={`${formId}-energy`} name="energyLabel" defaultValue={query.energyLabel ?? ''}>
          <option value="">{t('any')}</option>
          {energyLabels.map((label) => (
            <option key={label} value={label}>
              {t('energyLabelAtLeast', { label })}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={`${formId}-tenant`}>
          {t('tenantType')}
        </label>
        <select className="form-select" id={`${formId}-tenant`} name="tenant" defaultValue={query.tenant ?? ''}>
          <option value="">{t('any')}</option>
          <option value="senior">{t('senior')}</option>
          <option value="student">{t('student')}</option>
          <option value="none">{t('excludeSeniorStudent')}</option>
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('rentalPeriod')}</legend>
        {rentalPeriods.map((period) => (
          <Check
            key={period}
            name="rentalPeriod"
            value={period}
            label={t(`rentalPeriodOptions.${period}`)}
            checked={query.rentalPeriod.includes(period)}
          />
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary w-100">
        {g('actions.search')}
      </button>
    </>
  );
}
