'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-field';
import { CRITERIA_LIMITS } from '@/lib/waiting-lists/schema';

/** An empty number field is "no wish" (null), not 0. */
const optionalNumber = { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) };

const RANGES = [
  { key: 'size', from: 'sizeFrom', to: 'sizeTo', max: CRITERIA_LIMITS.size },
  { key: 'rooms', from: 'roomsFrom', to: 'roomsTo', max: CRITERIA_LIMITS.rooms },
  { key: 'price', from: 'rentFrom', to: 'rentTo', max: CRITERIA_LIMITS.rent },
] as const;

/** The member's wishes: size, rooms and rent, each from/to, under `criteria.` of the form. */
export function CriteriaFields() {
  const t = useTranslations('waitingList.criteria');
  return (
    <>
      {RANGES.map((range) => (
        <fieldset key={range.key} className="row g-2 mb-2">
          <legend className="col-12 fs-6 fw-semibold mb-0">{t(range.key)}</legend>
          {([range.from, range.to] as const).map((field, i) => (
            <TextField
              key={field}
              name={`criteria.${field}`}
              label={t(`${range.key === 'price' ? 'price' : range.key}${i === 0 ? 'From' : 'To'}`)}
              className="col-6"
              type="number"
              inputMode="numeric"
              min={0}
              max={range.max}
              step={1}
              registerOptions={optionalNumber}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
