export function compressStatic(staticDir: string): { files: number; bytes: number; brotli: number };
