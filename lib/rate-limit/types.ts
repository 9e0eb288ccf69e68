/** A limit of `max` attempts per `windowMs`; `name` keeps each limit's counters apart. */
export type RateLimitRule = { name: string; windowMs: number; max: number };
