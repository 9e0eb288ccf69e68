import type { ChildProcess } from 'node:child_process';

export function signIn(base: string, email: string, password: string): Promise<string>;
export function waitUntilLive(child: ChildProcess, base: string, timeoutMs?: number): Promise<void>;
export function cpuSeconds(pid: number): number;
