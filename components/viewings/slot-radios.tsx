'use client';

import { useTranslations } from 'next-intl';

export type SlotChoice = { id: string; label: string; full: boolean; started: boolean };

/**
 * The times of a viewing as radio buttons, for an invitation's answer and a booking through the
 * viewing's link: a full or started time cannot be picked, except the one the person holds.
 */
export function SlotRadios({
  slots,
  chosenSlotId,
  slotId,
  onPick,
  missing,
}: {
  slots: SlotChoice[];
  chosenSlotId: string | null;
  slotId: string;
  onPick: (id: string) => void;
  missing: boolean;
}) {
  const t = useTranslations('bookingInvitation');
  return (
    <fieldset className="mb-3" aria-describedby={missing ? 'viewing-slot-error' : undefined}>
      <legend className="h5">{t('chooseTime')}</legend>
      {slots.map((slot) => {
        const disabled = (slot.full || slot.started) && slot.id !== chosenSlotId;
        return (
          <div key={slot.id} className="form-check">
            <input
              id={`viewing-slot-${slot.id}`}
              type="radio"
              name="slotId"
              className={`form-check-input${missing ? ' is-invalid' : ''}`}
              value={slot.id}
              checked={slotId === slot.id}
              disabled={disabled}
              onChange={() => onPick(slot.id)}
            />
            <label htmlFor={`viewing-slot-${slot.id}`} className="form-check-label">
              {slot.label}
              {slot.full ? <span className="badge text-bg-secondary ms-2">{t('full')}</span> : null}
              {slot.started ? <span className="badge text-bg-light ms-2">{t('started')}</span> : null}
            </label>
          </div>
        );
      })}
      {missing ? (
        <div id="viewing-slot-error" className="invalid-feedback d-block">
          {t('chooseTime')}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The times still open to pick. */
export const openSlots = (slots: SlotChoice[]) => slots.filter((slot) => !slot.full && !slot.started);
