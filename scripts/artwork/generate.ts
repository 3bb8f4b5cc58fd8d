/**
 * Reproducible artwork generator for Larkspur Dental Care.
 * Run from the repository root:  npx tsx scripts/artwork/generate.ts
 * Writes logos, badges, heroes (one per treatment page too), the OG image, team avatars, the homepage banner and video
 * posters, the aligner sequences, and one image per blog post (content/posts/*.md) under public/media/.
 */
import { aligners } from './aligners';
import { badges } from './badges';
import { banner } from './banner';
import { blog } from './blog';
import { brand } from './brand';
import { heroes } from './heroes';
import { og } from './og';
import { people } from './people';
import { report } from './render';
import { treatmentHeroImages } from './treatment-heroes';

async function main(): Promise<void> {
  const started = Date.now();
  await brand();
  await badges();
  await heroes();
  const treatments = await treatmentHeroImages();
  await og();
  await people();
  await banner();
  const frames = await aligners();
  const posts = await blog();
  const rows = report();
  for (const r of rows) {
    const dims = r.width ? `${r.width}x${r.height}` : 'vector';
    console.log(`${r.file.padEnd(58)} ${dims.padStart(9)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KB`);
  }
  const total = rows.reduce((sum, r) => sum + r.bytes, 0);
  console.log(`\n${rows.length} files (${treatments} treatment heroes, ${posts} blog images, ${frames} aligner frames), ${(total / 1024).toFixed(0)} KB in ${Date.now() - started} ms`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
