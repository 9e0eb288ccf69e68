export type LoadGate = { enter(): Promise<boolean>; leave(): void; stats(): { active: number; queued: number } };
export function createLoadGate(limits: { concurrency: number; queueLength: number; queueTimeoutMs: number }): LoadGate;
