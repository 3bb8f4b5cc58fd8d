/**
 * The homepage banner artwork: four slides, each at 1600x640 for wide screens and a
 * 387x312 (drawn at 2x, 774x624) crop around the subject for screens below 768 px.
 *
 *   npx tsx scripts/artwork/banner.ts
 */
import { pathToFileURL } from 'node:url';
import { BANNER_H, BANNER_W, type Mood, STAGE, type Subject, sceneDefs, sceneSvg } from './banner-scene';
import { alignersSubject, bondingSubject, implantSubject, veneersSubject } from './banner-subjects';
import { posters } from './banner-posters';
import { report, writeArt } from './render';

interface Slide {
  name: string;
  /** Moves the small variant's crop to keep the whole subject in frame. */
  smallDx?: number;
  mood: Mood;
  subject: () => Subject;
}

export const SLIDES: readonly Slide[] = [
  { name: 'invisalign', smallDx: 40, mood: { wall: ['#eef0fb', '#c9d0f0'], table: ['#f7f8fd', '#dde2f6'], glow: '#9aa7e6', leaf: '#7fa99b', seed: 11 }, subject: alignersSubject },
  { name: 'composite-bonding', mood: { wall: ['#fbf4ec', '#ecd6c6'], table: ['#fdf9f4', '#efe1d3'], glow: '#e7c2b3', leaf: '#9cbf9f', seed: 23 }, subject: bondingSubject },
  { name: 'dental-implants', mood: { wall: ['#eef5f1', '#b9d4c8'], table: ['#f6faf8', '#d8e8e0'], glow: '#a9cbbd', leaf: '#5b8a7b', seed: 37 }, subject: implantSubject },
  { name: 'porcelain-veneers', mood: { wall: ['#f6f1f8', '#d9cfe6'], table: ['#fbf9fc', '#e8e0ef'], glow: '#c9b8e0', leaf: '#8fb3a4', seed: 41 }, subject: veneersSubject },
];

/** The small variant's crop: 387:312, centred on the subject. */
const SMALL = { width: 774, height: 624, crop: { w: 794, h: 640 } } as const;

function svg(slide: Slide, small: boolean): string {
  const subject = slide.subject();
  const body = sceneSvg(slide.mood, subject);
  const defs = sceneDefs(slide.mood) + subject.defs;
  const view = small
    ? `${STAGE.x - SMALL.crop.w / 2 + 20 + (slide.smallDx ?? 0)} 0 ${SMALL.crop.w} ${SMALL.crop.h}`
    : `0 0 ${BANNER_W} ${BANNER_H}`;
  const [w, h] = small ? [SMALL.width, SMALL.height] : [BANNER_W, BANNER_H];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${view}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

export async function banner(): Promise<void> {
  for (const slide of SLIDES) {
    await writeArt(`media/banner/${slide.name}.webp`, svg(slide, false), { quality: 78 });
    await writeArt(`media/banner/${slide.name}-small.webp`, svg(slide, true), { quality: 76 });
  }
  await posters();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  banner()
    .then(() => {
      for (const r of report()) console.log(`${r.file.padEnd(52)} ${`${r.width}x${r.height}`.padStart(9)} ${(r.bytes / 1024).toFixed(1).padStart(7)} KB`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}
