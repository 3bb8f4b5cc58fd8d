/**
 * Where each case's teeth start. Every frame interpolates from this start to straight teeth
 * with a normal overbite (frame 1 = week 1, the last frame = the finished smile).
 */
import { lerp } from './palette';
import { OVERBITE, type ToothPose } from './aligners-teeth';

const P = (dx = 0, dy = 0, tilt = 0, squeeze = 0, z = 0): ToothPose => ({ dx, dy, tilt, squeeze, z });
const still = (): ToothPose[] => Array.from({ length: 10 }, () => P());

export interface CaseStart {
  upper: ToothPose[];
  lower: ToothPose[];
  /** Lower teeth overlap by the upper edges, in px (negative: a gap between the edges). */
  overlap: number[];
  /** -1 where a lower tooth starts in front of the upper one. */
  side: number[];
  /** Lower midline offset, px. */
  shift: number;
}

const base = (): CaseStart => ({ upper: still(), lower: still(), overlap: Array(10).fill(OVERBITE), side: Array(10).fill(1), shift: 0 });

/** Crowded arches are shorter than the teeth need: pull every tooth towards the midline. */
const squash = (k: number) => (_p: ToothPose, i: number): number => (i < 5 ? 1 : -1) * k * (Math.abs(i - 4.5) + 0.5);

const starts: Record<string, () => CaseStart> = {
  crowding: () => {
    const s = base();
    s.upper = [P(0, 0), P(2, -2, -3, 0.05), P(6, -16, -8, 0.08, 1.2), P(4, -6, 12, 0.35, -1.2), P(3, 3, -6, 0.14, 0.6), P(-2, 0, 6, 0.2, -0.4), P(-5, -4, -12, 0.3, 1), P(-4, -10, 6, 0.06, 0.6), P(-2, -2, 4, 0.04), P(0, 0)];
    s.lower = [P(), P(1, 2), P(2, 3, 4, 0.1), P(3, 5, 10, 0.3, -1), P(2, -3, -10, 0.25, 0.8), P(-3, 2, 12, 0.3, -0.8), P(-2, -3, -8, 0.2, 0.6), P(-2, 3, -4, 0.1), P(-1, 2), P()];
    s.upper = s.upper.map((p, i) => ({ ...p, dx: p.dx + squash(2.6)(p, i) }));
    s.lower = s.lower.map((p, i) => ({ ...p, dx: p.dx + squash(1.6)(p, i) }));
    return s;
  },
  'gapped-teeth': () => {
    const s = base();
    const up = [21, 19, 16, 12, 6];
    const down = [10, 9, 8, 6, 3];
    s.upper = s.upper.map((p, i) => ({ ...p, dx: (i < 5 ? -1 : 1) * (up[i < 5 ? 4 - i : i - 5] ?? 0), tilt: i === 4 ? 3 : i === 5 ? -3 : 0 }));
    s.lower = s.lower.map((p, i) => ({ ...p, dx: (i < 5 ? -1 : 1) * (down[i < 5 ? 4 - i : i - 5] ?? 0) }));
    return s;
  },
  'deep-bite': () => {
    const s = base();
    s.overlap = [40, 44, 52, 56, 58, 58, 56, 52, 44, 40];
    s.upper = s.upper.map((p, i) => (i === 4 || i === 5 ? { ...p, z: -0.6, dy: 4 } : p));
    return s;
  },
  'open-bite': () => {
    const s = base();
    s.overlap = [12, 8, -6, -20, -26, -26, -20, -6, 8, 12];
    s.upper = s.upper.map((p, i) => (i >= 3 && i <= 6 ? { ...p, dy: -6, z: 0.4 } : p));
    return s;
  },
  underbite: () => {
    const s = base();
    s.overlap = Array(10).fill(16);
    s.side = Array(10).fill(-1);
    s.lower = s.lower.map((p) => ({ ...p, z: 0.9 }));
    s.upper = s.upper.map((p) => ({ ...p, z: -0.5 }));
    return s;
  },
  crossbite: () => {
    const s = base();
    s.side = [1, 1, 1, 1, 1, 1, -1, -1, -1, 1];
    s.overlap = [18, 18, 18, 18, 18, 16, 20, 20, 18, 18];
    s.shift = 10;
    s.upper = s.upper.map((p, i) => (i === 6 || i === 7 ? { ...p, z: -0.8, tilt: i === 6 ? 5 : 3, squeeze: 0.08 } : p));
    return s;
  },
};

export interface FrameState {
  upper: ToothPose[];
  lower: (ToothPose & { front: boolean; overlap: number })[];
  shift: number;
}

const towardsStraight = (p: ToothPose, k: number): ToothPose => ({ dx: p.dx * k, dy: p.dy * k, tilt: p.tilt * k, squeeze: p.squeeze * k, z: p.z * k });

/** Aligners move teeth in even steps; a gentle ease keeps the first and last weeks calm. */
const ease = (t: number): number => 0.5 * t + 0.5 * t * t * (3 - 2 * t);

export function frameState(slug: string, frame: number, frames: number): FrameState {
  const start = starts[slug];
  if (!start) throw new Error(`No aligner case called ${slug}`);
  const s = start();
  const e = ease(frames > 1 ? (frame - 1) / (frames - 1) : 1);
  const left = 1 - e;
  return {
    upper: s.upper.map((p) => towardsStraight(p, left)),
    lower: s.lower.map((p, i) => {
      const side = lerp(s.side[i] ?? 1, 1, e);
      const magnitude = lerp(s.overlap[i] ?? OVERBITE, OVERBITE, e);
      // A tooth crossing from in front to behind meets edge to edge on the way, so nothing jumps.
      const overlap = (s.side[i] ?? 1) < 0 ? Math.abs(side) * magnitude : magnitude;
      return { ...towardsStraight(p, left), front: side < 0, overlap };
    }),
    shift: s.shift * left,
  };
}
