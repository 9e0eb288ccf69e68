export function e2eDatabaseEnv(env?: NodeJS.ProcessEnv): { DATABASE_URL?: string; BETTER_AUTH_SECRET?: string; CPR_KEY?: string };
export function recreateE2eDatabase(url: string): Promise<void>;
