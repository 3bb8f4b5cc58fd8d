/**
 * One hero per treatment page, 1600x600, in the style of heroes.ts: the left half near-white for
 * the heading, the treatment's own motif on a gradient disc on the right. The pages come from
 * src/site/artwork.ts (`treatmentHeroes`, read from the navigation drawer), the same list the site
 * reads to pick each page's hero. Colours cycle through the family's palettes in list order, and the
 * composition varies with a hash of the path, so pages next to each other never look alike.
 *
 *   npx tsx scripts/artwork/treatment-heroes.ts      # these heroes only
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type HeroFamily, type TreatmentHero, treatmentHeroFile, treatmentHeroes } from '../../src/site/artwork';
import { BASE_FRAME, type Frame, type Hero, heroSvg } from './heroes';
import { C, hash, lerp, pick, rng } from './palette';
import type { Art, Rand } from './art-kit';
import { PUBLIC, report, writeArt } from './render';
import * as G from './hero-art-general';
import * as K from './hero-art-cosmetic';
import * as I from './hero-art-implants';
import * as O from './hero-art-ortho';

type ArtFn = (id: string, r: Rand) => Art;

/** These are the treatment pages' largest paint: none may outweigh the heaviest group hero (orthodontics.webp, 16.3 KB). */
const MAX_BYTES = 16 * 1024;

interface Motif {
  art: ArtFn;
  scale?: number;
  dy?: number;
}

/** Each treatment's own motif; a page missing here gets its family's fallback. */
const MOTIFS: Record<string, Motif> = {
  'dental-examinations': { art: G.examinationArt },
  'nhs-treatment': { art: G.nhsArt },
  fillings: { art: G.fillingArt },
  'removable-dentures': { art: G.dentureArt, scale: 0.76 },
  crowns: { art: G.crownArt, scale: 0.72 },
  bridges: { art: G.bridgeArt, scale: 0.72 },
  'root-canal-treatment': { art: G.rootCanalArt, scale: 0.72 },
  'childrens-dentistry': { art: G.childrenArt },
  'fissure-sealants': { art: G.sealantArt },
  'teeth-grinding': { art: G.grindingArt },
  'wisdom-tooth-extraction': { art: G.wisdomArt },
  'sedation-inhalation': { art: G.sedationArt, scale: 0.76 },
  extractions: { art: G.extractionArt, scale: 0.72 },
  'white-composite-fillings': { art: G.whiteFillingArt },
  'teeth-whitening': { art: K.whiteningArt, scale: 0.74, dy: 10 },
  veneers: { art: K.veneerArt },
  'composite-bonding': { art: K.bondingArt },
  'inlays-and-onlays': { art: K.inlayArt, scale: 0.72, dy: 10 },
  'gum-recontouring': { art: K.gumContourArt },
  'smile-makeover': { art: K.makeoverArt },
  'dental-implants-services': { art: I.implantServicesArt, scale: 0.74, dy: 20 },
  'why-choose-us-for-your-implants': { art: I.implantLaurelArt, scale: 0.74, dy: 10 },
  'single-tooth-implant': { art: I.singleImplantArt, scale: 0.72, dy: 20 },
  'multiple-dental-implants': { art: I.multipleImplantArt, scale: 0.74, dy: 20 },
  'full-mouth-reconstuction': { art: I.fullMouthArt, scale: 0.72 },
  'all-on-4-teeth-in-a-day': { art: I.allOn4Art, scale: 0.72, dy: 10 },
  'implant-bridges': { art: I.implantBridgeArt, scale: 0.74, dy: 20 },
  'implant-retained-dentures': { art: I.implantDentureArt, scale: 0.72, dy: 10 },
  'cbct-scanning': { art: G.cbctArt, scale: 0.74 },
  'dental-implants-aftercare': { art: I.aftercareArt, scale: 0.74, dy: 20 },
  'what-is-a-dental-implant': { art: I.whatIsImplantArt, scale: 0.72, dy: 10 },
  'synthetic-bone-graft': { art: I.boneGraftArt, scale: 0.74 },
  'sinus-graft': { art: I.sinusGraftArt, scale: 0.72 },
  'soft-tissue-graft': { art: I.softTissueArt, scale: 0.74 },
  'block-grafts': { art: I.blockGraftArt, scale: 0.74 },
  'nerve-repositioning': { art: I.nerveArt, scale: 0.72, dy: 10 },
  invisalign: { art: O.invisalignArt, scale: 0.72, dy: -20 },
  'invisalign-journey': { art: O.journeyArt },
  'how-much-does-invisalign-cost': { art: O.costArt, scale: 0.72, dy: -10 },
  'invisible-braces': { art: O.invisibleArt, scale: 0.72, dy: -20 },
  'what-is-orthodontics': { art: O.orthoExplainArt, scale: 0.76 },
  'clear-braces': { art: O.clearBracesArt },
  'fixed-braces': { art: O.fixedBracesArt },
  'damon-braces': { art: O.damonArt },
  'fast-braces': { art: O.fastBracesArt },
  'six-month-smiles': { art: O.sixMonthArt },
  'inman-aligner': { art: O.inmanArt, scale: 0.72, dy: -10 },
  insignia: { art: O.insigniaArt },
  'implants-and-orthodontics': { art: O.implantOrthoArt },
  'dental-hygiene': { art: O.hygieneArt },
  'gum-disease': { art: O.gumArt, scale: 0.76 },
  'mouth-cancer-screening': { art: O.screeningArt },
  'anti-wrinkle-treatment': { art: K.antiWrinkleArt, scale: 0.78 },
  'dermal-fillers': { art: K.fillerArt, scale: 0.76 },
};

const FALLBACK: Record<HeroFamily, ArtFn> = {
  general: G.generalFallbackArt,
  cosmetic: K.cosmeticFallbackArt,
  implants: I.implantFallbackArt,
  orthodontics: O.orthoFallbackArt,
  hygiene: O.hygieneArt,
  facial: K.antiWrinkleArt,
};

interface Palette {
  wash: string;
  disc: readonly [string, string];
  accent: string;
}

/** Each family's washes and discs, all drawn from palette.ts; the first is the group hero's own. */
const PALETTES: Record<HeroFamily, readonly Palette[]> = {
  general: [
    { wash: '#f3f8f5', disc: ['#cfe3da', '#8fb7a8'], accent: C.sage },
    { wash: '#f2f6fb', disc: ['#d6e3f2', '#8fb0cf'], accent: '#8fb0cf' },
    { wash: '#f4f8f3', disc: ['#dbe9e3', '#5b8a7b'], accent: C.sageDeep },
    { wash: '#f7f5ef', disc: ['#e6efe6', '#9fbfb2'], accent: C.sage },
    { wash: '#f3f4fb', disc: ['#dfe4f6', '#98a6d9'], accent: '#98a6d9' },
  ],
  cosmetic: [
    { wash: '#fbf6f0', disc: ['#f1ddd0', '#d6a690'], accent: C.roseGold },
    { wash: '#fbf7f2', disc: ['#f4e9dc', '#c99a84'], accent: C.roseGold },
    { wash: '#faf5f4', disc: ['#f1e0dc', '#c9a0a0'], accent: '#c9a0a0' },
    { wash: '#f9f6f0', disc: ['#efe4d2', '#b99a7e'], accent: '#b99a7e' },
  ],
  implants: [
    { wash: '#f2f5f8', disc: ['#3d5a6c', '#7fa99b'], accent: C.sage },
    { wash: '#f2f4f8', disc: ['#2b3a5c', '#5b8a7b'], accent: C.sageDeep },
    { wash: '#f3f4fa', disc: ['#34449a', '#7fa99b'], accent: C.larkspur },
    { wash: '#f2f5f8', disc: ['#3d4f70', '#8fb0c8'], accent: '#8fb0c8' },
    { wash: '#f3f6f5', disc: ['#2f4f5c', '#a9cbbd'], accent: C.sage },
  ],
  orthodontics: [
    { wash: '#f3f4fc', disc: ['#9aa7e6', '#4a5fc1'], accent: C.larkspur },
    { wash: '#f3f4fb', disc: ['#b9c3f0', '#34449a'], accent: C.deep },
    { wash: '#f2f5fb', disc: ['#9fb5d8', '#4a5fc1'], accent: '#7f95d0' },
    { wash: '#f4f4fc', disc: ['#a9b4ec', '#6272cc'], accent: C.larkspur },
  ],
  hygiene: [
    { wash: '#f2f8f5', disc: ['#d3e6dd', '#86b0a1'], accent: C.sage },
    { wash: '#f2f6fa', disc: ['#d6e6f2', '#7fa99b'], accent: '#8fb0cf' },
    { wash: '#f6f4f4', disc: ['#efdede', '#a9a9c9'], accent: '#a9a9c9' },
  ],
  facial: [
    { wash: '#faf5f6', disc: ['#efdcdc', '#b8a6d6'], accent: '#b8a6d6' },
    { wash: '#f9f5f4', disc: ['#f1e0d8', '#c9a0b8'], accent: '#c9a0b8' },
  ],
};

const DISC_GRADIENTS = [
  [0.1, 0, 0.9, 1],
  [0, 0.2, 1, 0.8],
  [0.9, 0, 0.1, 1],
  [0.3, 0, 0.7, 1],
  [0, 0, 1, 1],
] as const;

const BUBBLES: readonly Frame['bubbles'][] = [
  BASE_FRAME.bubbles,
  [
    { dx: -245, dy: -185, r: 80, opacity: 0.1 },
    { dx: 250, dy: 195, r: 100, opacity: 0.12 },
  ],
  [
    { dx: -270, dy: 170, r: 90, opacity: 0.1 },
    { dx: 255, dy: -170, r: 62, opacity: 0.14 },
    { dx: 320, dy: 90, r: 34, opacity: 0.12 },
  ],
  [
    { dx: 215, dy: 225, r: 95, opacity: 0.1 },
    { dx: -280, dy: -120, r: 48, opacity: 0.13 },
  ],
];

const LATTICES: readonly Frame['lattice'][] = [
  BASE_FRAME.lattice,
  { x: 1474, y: 60, cols: 4, rows: 3 },
  { x: 1420, y: 510, cols: 6, rows: 2 },
  { x: 870, y: 470, cols: 3, rows: 4 },
];

/** The composition for a page: the group heroes' frame, moved a little by the path's hash. */
export function frameFor(pagePath: string): Frame {
  const r = rng(hash(`hero:${pagePath}`));
  const j = (spread: number): number => Math.round(lerp(-spread, spread, r()));
  const a = [500 + j(30), 450 + j(30), 560 + j(25), 520 + j(25), 430 + j(25), 480 + j(20)];
  const b = [548 + j(20), 520 + j(20), 590 + j(8), 560 + j(20), 510 + j(20), 540 + j(20)];
  return {
    cx: Math.round(lerp(1172, 1208, r())),
    cy: Math.round(lerp(292, 308, r())),
    r: Math.round(lerp(248, 258, r())),
    discGrad: pick(DISC_GRADIENTS, r()),
    waves: [
      `M0 ${a[0]} C260 ${a[1]} 520 ${a[2]} 820 ${a[3]} S1300 ${a[4]} 1600 ${a[5]} L1600 600 L0 600 Z`,
      `M0 ${b[0]} C300 ${b[1]} 620 ${b[2]} 940 ${b[3]} S1380 ${b[4]} 1600 ${b[5]} L1600 600 L0 600 Z`,
    ],
    bubbles: pick(BUBBLES, r()),
    sparkles: [
      { dx: -330 + j(15), dy: pick([-170, 170], r()), size: 16, opacity: 0.55 },
      { dx: 330 + j(10), dy: pick([150, -150], r()), size: 12, opacity: 0.45 },
    ],
    lattice: pick(LATTICES, r()),
  };
}

/** The hero for one treatment page, as heroSvg draws it. */
export function treatmentHero(hero: TreatmentHero, index: number): { hero: Hero; frame: Frame } {
  const palettes = PALETTES[hero.family];
  const palette = palettes[index % palettes.length] ?? palettes[0];
  if (!palette) throw new Error(`No palette for ${hero.family}`);
  const motif: Motif = MOTIFS[hero.path] ?? { art: FALLBACK[hero.family] };
  const seed = hash(hero.path);
  return {
    hero: {
      name: hero.path,
      wash: palette.wash,
      disc: palette.disc,
      accent: palette.accent,
      art: (id) => motif.art(id, rng(seed)),
      scale: motif.scale ?? 0.74,
      dy: motif.dy,
    },
    frame: frameFor(hero.path),
  };
}

/** Each family's pages in list order, so palettes cycle within a family. */
function indexed(): { hero: TreatmentHero; index: number }[] {
  const counts = new Map<HeroFamily, number>();
  return treatmentHeroes.map((hero) => {
    const index = counts.get(hero.family) ?? 0;
    counts.set(hero.family, index + 1);
    return { hero, index };
  });
}

export function treatmentHeroSvg(pagePath: string): string {
  const entry = indexed().find((e) => e.hero.path === pagePath);
  if (!entry) throw new Error(`${pagePath} is not a treatment page with a hero`);
  const { hero, frame } = treatmentHero(entry.hero, entry.index);
  return heroSvg(hero, frame);
}

export async function treatmentHeroImages(): Promise<number> {
  // Start clean so a page that leaves the list leaves no stale file behind.
  await rm(path.join(PUBLIC, 'media', 'heroes', 'treatments'), { recursive: true, force: true });
  for (const { hero, index } of indexed()) {
    const { hero: h, frame } = treatmentHero(hero, index);
    await writeArt(treatmentHeroFile(hero.path).replace(/^\//, ''), heroSvg(h, frame), { quality: 80, maxBytes: MAX_BYTES });
  }
  return treatmentHeroes.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  treatmentHeroImages()
    .then((count) => {
      const rows = report();
      for (const row of rows) console.log(`${row.file.padEnd(64)} ${(row.bytes / 1024).toFixed(1).padStart(6)} KB`);
      const total = rows.reduce((sum, row) => sum + row.bytes, 0);
      console.log(`${count} treatment heroes, ${(total / 1024).toFixed(0)} KB`);
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    });
}

