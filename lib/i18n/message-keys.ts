/**
 * Where a schema's message keys live (a namespace of messages/) and the placeholders their texts need
 * ({min}, {max}, …). A schema names keys, not texts, so one object serves both sides: its form turns
 * the keys into the person's words as they type (useZodForm), its route handler when the same rule
 * refuses a request (route({ messages })).
 */
export type FormMessages = { namespace: string; values?: Record<string, string | number> };
