export function checkConfiguration(env?: NodeJS.ProcessEnv): void;
export function prepareDatabase(env?: NodeJS.ProcessEnv): void;
export function buildIsStale(): boolean;
export function build(): void;
export function ensureBuild(): void;
export const SERVER_OLD_SPACE_MB: number;
export const SERVER_ARGS: string[];
export function heapFlags(env?: { NODE_OPTIONS?: string }): string[];
export function serve(env?: NodeJS.ProcessEnv): import('node:child_process').ChildProcess;
