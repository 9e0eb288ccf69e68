// After `next build`: a brotli (.br) and a gzip (.gz) copy beside every text asset under
// .next/static, compressed once at the highest levels, for scripts/static-assets.mjs (or a CDN /
// nginx `brotli_static` / `gzip_static`) to send as they are.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from './static-assets.mjs';

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the compressed copies; returns how many files and their bytes before and after brotli. */
export function compressStatic(staticDir) {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const file of files(staticDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    totals.files++;
    totals.bytes += content.length;
    totals.brotli += brotli.length;
  }
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const { files: count, bytes, brotli } = compressStatic(path.resolve(import.meta.dirname, '..', '.next', 'static'));
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.log(`Compressed ${count} static files (${kb(bytes)} → ${kb(brotli)} brotli) in ${Date.now() - started} ms.`);
}
