import { describe, expect, it } from 'vitest';
import { applicationFormSchema, applyRequestSchema, listQuerySchema, MESSAGE_MAX_LENGTH } from '@/lib/applications/schema';
import { activeStatuses, applicationStatuses, isActiveStatus, landlordTransition } from '@/lib/applications/statuses';
import { firstMessagePerField } from './support/schema-messages';

const applicationFormErrors = (value: unknown) => firstMessagePerField(applicationFormSchema, value);

const VALID = { name: 'Ida Holm', email: 'ida@example.dk', phone: '+45 20 30 40 50', message: '' };

describe('the apply form schema', () => {
  it('accepts a complete form, trimming the values', () => {
    expect(applicationFormErrors(VALID)).toEqual({});
    expect(applyRequestSchema.parse({ ...VALID, name: '  Ida Holm ', property: 'bolig-1' })).toMatchObject({ name: 'Ida Holm' });
  });

  it('names each broken rule by its message key, one per field', () => {
    expect(applicationFormErrors({ name: ' ', email: '', phone: '', message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      message: 'messageTooLong',
    });
    expect(applicationFormErrors({ ...VALID, email: 'ida@' })).toEqual({ email: 'emailInvalid' });
  });

  it('takes Danish and foreign phone numbers with separators, and nothing else', () => {
    for (const phone of ['20304050', '+45 20 30 40 50', '(+46) 70-123 45 67'])
      expect(applicationFormErrors({ ...VALID, phone })).toEqual({});
    for (const phone of ['2030405', 'call me', '+45 20 30 40 50 60 70 80 9', '20304050x']) {
      expect(applicationFormErrors({ ...VALID, phone })).toEqual({ phone: 'phoneInvalid' });
    }
  });

  it('reads the overview filter from the URL, defaulting to active', () => {
    expect(listQuerySchema.parse({ status: 'inactive' }).status).toBe('inactive');
    expect(listQuerySchema.parse({}).status).toBe('active');
    expect(listQuerySchema.parse({ status: 'bogus' }).status).toBe('active');
  });
});

describe('application statuses', () => {
  it('counts sent, seen, invited and offered as active; declined, withdrawn (by either side) and inactive as final', () => {
    expect(applicationStatuses.filter(isActiveStatus)).toEqual(activeStatuses);
    expect(applicationStatuses.filter((s) => !isActiveStatus(s))).toEqual(['declined', 'withdrawn', 'withdrawnByLandlord', 'inactive']);
  });

  it('lets a landlord mark only a sent application seen, and decline or withdraw only an active one', () => {
    expect(landlordTransition('sent', 'seen')).toBe('change');
    for (const from of ['seen', 'invitedToViewing', 'offered'] as const) expect(landlordTransition(from, 'seen')).toBe('unchanged');
    for (const from of activeStatuses) {
      expect(landlordTransition(from, 'declined')).toBe('change');
      expect(landlordTransition(from, 'withdrawnByLandlord')).toBe('change');
    }
    for (const from of ['declined', 'withdrawn', 'withdrawnByLandlord', 'inactive'] as const) {
      for (const to of ['seen', 'declined', 'withdrawnByLandlord'] as const) expect(landlordTransition(from, to)).toBe('refused');
    }
  });
});
