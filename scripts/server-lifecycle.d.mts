import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type LifecycleSettings = { keepAliveTimeoutMs: number; headersTimeoutMs: number; drainTimeoutMs: number; drainDelayMs: number };
export const LIFECYCLE_DEFAULTS: LifecycleSettings;
export function lifecycleSettings(env?: Record<string, string | undefined>): LifecycleSettings;
export type Lifecycle = {
  answeredWhileDraining(request: IncomingMessage, response: ServerResponse): boolean;
  drain(): void;
  isDraining(): boolean;
};
export function manageLifecycle(
  server: Server,
  settings?: LifecycleSettings,
  options?: { exit?: (code: number) => void; log?: (line: string) => void; onDrain?: () => Promise<unknown> },
): Lifecycle;
export function listenWhenReady(server: Server, port: number, options?: { readiness?: string }): Promise<void>;
export const UNREAD_BODY_READ_MAX: number;
export function settleUnreadBody(request: IncomingMessage, response: ServerResponse): void;
