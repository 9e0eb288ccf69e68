/**
 * The response header that names the field a request was refused for (`address.postcode`), so the
 * form puts the message on that field whatever its wording. Kept apart from ./errors, which carries
 * every message of both languages and is not for the browser.
 */
export const INVALID_FIELD_HEADER = 'Hjemly-Invalid-Field';
