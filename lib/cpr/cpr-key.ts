/** CPR_KEY is 32 random bytes, written as 64 hex digits or base64 (`openssl rand -base64 32`). */
export function parseCprKey(text: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== 32) throw new Error('CPR_KEY must be 32 bytes, as 64 hex digits or base64');
  return bytes;
}
