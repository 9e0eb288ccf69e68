/*
 * The rules of a Danish CPR number, pure so the sign-up form and its route handler share
 * them. Ten digits, DDMMYY then four; the 7th digit and the year give the century. There is NO
 * modulus-11 check: numbers issued since 2007 are valid without passing it.
 */

const CPR_SHAPE = /^(\d{2})(\d{2})(\d{2})-?(\d{4})$/;

/** The ten digits, without a dash or spaces around; null when the text is not CPR-shaped. */
export function cprDigits(text: string): string | null {
  const match = CPR_SHAPE.exec(text.trim());
  return match ? match.slice(1).join('') : null;
}

/**
 * The full birth year from the two-digit year and the 7th digit (CPR-kontoret's table):
 * 0–3 → 1900s; 4 and 9 → 2000s up to 36, else 1900s; 5–8 → 2000s up to 57, else 1800s.
 */
export function centuryYear(twoDigitYear: number, seventhDigit: number): number {
  if (seventhDigit <= 3) return 1900 + twoDigitYear;
  if (seventhDigit === 4 || seventhDigit === 9) return (twoDigitYear <= 36 ? 2000 : 1900) + twoDigitYear;
  return (twoDigitYear <= 57 ? 2000 : 1800) + twoDigitYear;
}

/** The birth date a CPR number states (yyyy-mm-dd), or null when it is not a real date or not a CPR number. */
export function birthDateOfCpr(text: string): string | null {
  const digits = cprDigits(text);
  if (!digits) return null;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = centuryYear(Number(digits.slice(4, 6)), Number(digits[6]));
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31-04 over to 01-05: a date that does not round-trip does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

export function isValidCpr(text: string): boolean {
  return birthDateOfCpr(text) !== null;
}

/** How a CPR number is ever shown: the birth date part, the rest hidden (`DDMMYY-XXXX`). */
export function maskCpr(text: string): string {
  const digits = cprDigits(text);
  if (!digits) throw new Error('maskCpr needs a CPR number');
  return `${digits.slice(0, 6)}-XXXX`;
}
