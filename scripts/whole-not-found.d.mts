import type { IncomingMessage, ServerResponse } from 'node:http';

export function isNotFoundRender(request: Pick<IncomingMessage, 'headers'>): boolean;
export function withWholeNotFound(request: IncomingMessage, response: ServerResponse, port: number): void;
