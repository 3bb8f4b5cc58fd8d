/**
 * The aligner before/after sequences: one 480x360 webp per week for every case of
 * src/components/sections/aligner-cases.ts, under public/media/aligners/<case>/<week>.webp.
 *
 *   npx tsx scripts/artwork/aligners.ts
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ALIGNER_FRAME, alignerCases } from '../../src/components/sections/aligner-cases';
import { frameState } from './aligners-cases';
import { CX, OCCLUSAL, type PlacedTooth, frameDefs, gumSvg, placeRow, toothSvg } from './aligners-teeth';
import { svgDoc } from './palette';
import { PUBLIC, report, writeArt } from './render';

const byDepth = (a: PlacedTooth, b: PlacedTooth): number => a.z - b.z;

export function alignerFrameSvg(slug: string, frame: number, frames: number): string {
  const state = frameState(slug, frame, frames);
  const upper = placeRow(true, state.upper, () => OCCLUSAL);
  const lower = placeRow(false, state.lower, (i) => OCCLUSAL - (state.lower[i]?.overlap ?? 0), state.shift).map((t, i) => ({
    ...t,
    front: state.lower[i]?.front ?? false,
  }));
  const lowerGum = gumSvg(lower, false);
  const behind = lower.filter((t) => !t.front).sort(byDepth);
  const inFront = lower.filter((t) => t.front).sort(byDepth);
  const body = [
    `<rect width="${ALIGNER_FRAME.width}" height="${ALIGNER_FRAME.height}" fill="url(#bg)"/>`,
    `<g clip-path="url(#window)">`,
    `<rect x="0" y="0" width="480" height="360" fill="url(#mouth)"/>`,
    // The teeth fill the window the way a close-up clinical photograph would.
    `<g transform="translate(${CX} ${OCCLUSAL}) scale(1.25) translate(${-CX} ${-OCCLUSAL})">`,
    ...behind.map(toothSvg),
    lowerGum,
    ...[...upper].sort(byDepth).map(toothSvg),
    gumSvg(upper, true),
    ...inFront.map(toothSvg),
    inFront.length ? lowerGum : '',
    `</g>`,
    `<rect x="0" y="0" width="480" height="360" fill="url(#vignette)"/>`,
    `</g>`,
    `<rect x="22" y="34" width="436" height="292" rx="56" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"/>`,
    // A faint midline guide shows the arches coming into line.
    `<path d="M${CX} 20 V30 M${CX} 330 V340" stroke="#4a5fc1" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`,
  ];
  return svgDoc(ALIGNER_FRAME.width, ALIGNER_FRAME.height, body.join(''), frameDefs);
}

export async function aligners(): Promise<number> {
  let count = 0;
  for (const c of alignerCases) {
    // Start clean so a shorter sequence never leaves stale frames behind.
    await rm(path.join(PUBLIC, 'media', 'aligners', c.slug), { recursive: true, force: true });
    for (let week = 1; week <= c.images; week += 1) {
      await writeArt(`media/aligners/${c.slug}/${week}.webp`, alignerFrameSvg(c.slug, week, c.images), { quality: 72 });
      count += 1;
    }
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  aligners()
    .then((count) => {
      const total = report().reduce((sum, r) => sum + r.bytes, 0);
      console.log(`${count} aligner frames, ${(total / 1024).toFixed(0)} KB`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
