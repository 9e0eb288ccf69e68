export const COMPILE_HINT: string;
export function addCompileHints(chunksDir: string): number;
