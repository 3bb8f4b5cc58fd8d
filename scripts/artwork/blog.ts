/** Blog post images: one 1200x800 editorial illustration per post in content/posts. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { hash, lerp, n, pick, radial, rng, svgDoc } from './palette';
import { alignerArt, brushArt, calmArt, generalArt, implantArt, smileArt } from './motifs';
import { checkupArt, explodedImplantArt, pasteArt } from './motifs-more';
import { variants } from './art-kit';
import { ROOT, writeArt } from './render';
import { H, W, halo, texture, type Layout, type Theme } from './blog-layout';

const THEMES: Record<string, Theme> = {
  invisalign: { stops: ['#a9b4ec', '#7383d6', '#4a5fc1'], glow: '#ffffff', accent: '#dfe4fb', art: alignerArt },
  'dental-implants': { stops: ['#2b3a5c', '#3d5f6b', '#7fa99b'], glow: '#a9cbbd', accent: '#a9cbbd', art: variants(implantArt, explodedImplantArt) },
  'cosmetic-dentistry': { stops: ['#f7f1e8', '#eed9c9', '#d8a791'], glow: '#ffffff', accent: '#ffffff', art: smileArt },
  'oral-health': { stops: ['#e3efe9', '#b7d3c7', '#7fa99b'], glow: '#ffffff', accent: '#ffffff', art: variants(brushArt, checkupArt, pasteArt) },
  'nervous-patients': { stops: ['#f1f6fd', '#d3e1f4', '#a9c1e6'], glow: '#ffffff', accent: '#ffffff', art: calmArt },
};

const FALLBACK: Theme = { stops: ['#eef1fb', '#c9d6e6', '#9fbfb2'], glow: '#ffffff', accent: '#ffffff', art: generalArt };

export function themeFor(category: string | undefined): Theme {
  return (category !== undefined ? THEMES[category] : undefined) ?? FALLBACK;
}

/** Build the SVG for a post; composition varies deterministically with the slug. */
export function blogSvg(slug: string, category: string | undefined): string {
  const theme = themeFor(category);
  const r = rng(hash(slug));
  const angle = r() * Math.PI * 2;
  const gx = 0.5 + Math.cos(angle) * 0.5;
  const gy = 0.5 + Math.sin(angle) * 0.5;
  const defs: string[] = [
    `<linearGradient id="bg" x1="${n(gx)}" y1="${n(gy)}" x2="${n(1 - gx)}" y2="${n(1 - gy)}">` +
      theme.stops.map((c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`).join('') +
      '</linearGradient>',
    radial('glow', theme.glow, 0.55),
    radial('soft', theme.accent, 0.35),
  ];
  const layout = pick<Layout>(['centre', 'left', 'right'], r());
  const cx = layout === 'centre' ? 600 : layout === 'left' ? lerp(400, 460, r()) : lerp(740, 800, r());
  const cy = lerp(390, 420, r());
  const scale = lerp(1.1, 1.22, r());
  const tilt = lerp(-6, 6, r());
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`];
  // Large soft blobs, then a halo disc behind the illustration.
  for (let i = 0; i < 3; i += 1) {
    const bx = lerp(-100, W + 100, r());
    const by = lerp(-100, H + 100, r());
    body.push(`<circle cx="${n(bx)}" cy="${n(by)}" r="${n(lerp(220, 420, r()))}" fill="url(#soft)"/>`);
  }
  body.push(halo(cx, cy, theme, r));
  body.push(texture(cx, cy, layout, theme, r));
  const art = theme.art('a', r);
  defs.push(art.defs);
  body.push(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(tilt)}) scale(${n(scale)})">${art.body}</g>`);
  return svgDoc(W, H, body.join(''), defs.join(''));
}

interface PostMeta {
  slug: string;
  image: string;
  category: string | undefined;
}

async function readPosts(dir: string): Promise<PostMeta[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const posts: PostMeta[] = [];
  for (const name of names.filter((f) => f.endsWith('.md')).sort()) {
    const slug = name.replace(/\.md$/, '');
    try {
      const fm = matter(await readFile(path.join(dir, name), 'utf8')).data as Record<string, unknown>;
      const cats = Array.isArray(fm.categories) ? fm.categories.filter((c): c is string => typeof c === 'string') : [];
      const image = typeof fm.image === 'string' && fm.image.startsWith('/') ? fm.image : `/media/blog/${slug}.webp`;
      posts.push({ slug, image, category: cats[0] });
    } catch (err) {
      console.warn(`skipping ${name}: ${(err as Error).message}`);
    }
  }
  return posts;
}

export async function blog(): Promise<number> {
  const posts = await readPosts(path.join(ROOT, 'content', 'posts'));
  for (const p of posts) {
    if (!p.image.endsWith('.webp')) console.warn(`${p.slug}: image ${p.image} is not .webp; writing it anyway`);
    await writeArt(p.image.replace(/^\//, ''), blogSvg(p.slug, p.category), { quality: 78 });
  }
  if (posts.length === 0) console.log('No posts in content/posts yet: no blog images written.');
  return posts.length;
}
