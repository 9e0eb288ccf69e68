export function browserPath(env?: NodeJS.ProcessEnv): string;
