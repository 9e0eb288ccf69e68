import { describe, expect, it } from 'vitest';
import da from '@/messages/da-DK/common.json';
import en from '@/messages/en-DK/common.json';
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from '@/lib/feedback/schema';
import { firstMessagePerField } from './support/schema-messages';

const errors = (value: unknown) => firstMessagePerField(feedbackSchema, value);
const VALID = { message: 'Kortet viser ikke mine boliger.', email: '', page: '' };

describe('the feedback schema (form and handler)', () => {
  it('accepts a message alone, and turns empty optional fields into null', () => {
    expect(feedbackSchema.parse(VALID)).toEqual({ message: VALID.message, email: null, page: null });
  });

  it('names the text of each broken rule by its key under common.feedbackForm', () => {
    expect(errors({ message: ' kort ', email: 'ida@', page: 'https://evil.example/' })).toEqual({
      message: 'errors.message',
      email: 'errors.email',
      page: 'errors.page',
    });
    expect(errors({ ...VALID, message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) })).toEqual({ message: 'errors.messageTooLong' });
    expect(errors({ ...VALID, page: '//evil.example' })).toEqual({ page: 'errors.page' });
  });

  it('has every key it names in both languages', () => {
    for (const key of ['message', 'messageTooLong', 'email', 'page']) {
      expect(da.feedbackForm.errors).toHaveProperty(key);
      expect(en.feedbackForm.errors).toHaveProperty(key);
    }
  });
});
