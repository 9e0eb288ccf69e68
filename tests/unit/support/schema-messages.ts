import type { z } from 'zod';

/** The message key of each field's first broken rule, as the form kit shows it; {} when valid. */
export function firstMessagePerField(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
