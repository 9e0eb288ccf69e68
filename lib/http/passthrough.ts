/** Files proxy.ts leaves to Next.js as they are (the API, monitoring and the metrics never reach it: see its matcher). */
// A file's extension is short (`.js`, `.webmanifest`). A token's last part is not: the signature of a
// mail link (`1.mwz5555j.0miX…UmEg`, 43 characters) is all letters and digits one time in four, and was
// taken for a file, skipped the locale routing and answered 404.
export const PASSTHROUGH = /\.[a-z0-9]{1,12}$/i;
