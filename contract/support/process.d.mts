import type { ChildProcess } from 'node:child_process';

export type StartedProcess = { child: ChildProcess; stop(): Promise<void>; output(): string };

export function startProcess(options: {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  log: (line: string) => void;
  ready: () => Promise<boolean>;
  timeoutMs?: number;
}): Promise<StartedProcess>;

export function answers(url: string, status?: number): () => Promise<boolean>;
