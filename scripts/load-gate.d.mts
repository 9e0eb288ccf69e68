export type LoadGate = {
  enter(gone?: AbortSignal, arrivedMs?: number): Promise<boolean>;
  leave(): void;
  stats(): { active: number; queued: number };
};
export function createLoadGate(limits: {
  concurrency: number;
  queueLength: number;
  queueTimeoutMs: number;
  memoryFull?: () => boolean;
}): LoadGate;
