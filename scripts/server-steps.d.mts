export function checkConfiguration(env?: NodeJS.ProcessEnv): void;
export function prepareDatabase(env?: NodeJS.ProcessEnv): void;
export function buildIsStale(): boolean;
export function ensureBuild(): void;
export function serve(env?: NodeJS.ProcessEnv): import('node:child_process').ChildProcess;
