import type { ChildProcess } from 'node:child_process';

export const RESTART_PAUSES_MS: number[];
export const STABLE_MS: number;
export type Supervisor = { stop(signal?: NodeJS.Signals): void; done: Promise<number>; current(): ChildProcess };
export function supervise(
  start: () => ChildProcess,
  options?: { pauses?: number[]; stableMs?: number; log?: (line: string) => void; now?: () => number },
): Supervisor;
