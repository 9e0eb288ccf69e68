// Writes public/social-default.png, the Open Graph image content/*/general.json points at.
// Run once after changing lib/images/social.ts: npx tsx scripts/generate-social-image.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSocialImage } from '@/lib/images/social';

const file = path.resolve(import.meta.dirname, '..', 'public', 'social-default.png');
await writeFile(file, await renderSocialImage());
console.log(`Wrote ${file}`);
