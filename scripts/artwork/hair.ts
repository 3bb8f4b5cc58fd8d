/** Hair shapes for the team avatars: `back` is drawn behind the head, `front` over it. */
export type HairStyle = 'bob' | 'short' | 'bun' | 'crop';

export function hair(style: HairStyle, colour: string): { back: string; front: string } {
  const f = `fill="${colour}"`;
  switch (style) {
    case 'bob':
      return {
        back: `<path d="M140 220 C132 140 182 100 244 102 C306 104 350 146 340 226 C336 270 344 318 330 348 L150 348 C136 318 144 270 140 220 Z" ${f}/>`,
        front:
          `<path d="M158 226 C150 150 196 112 246 114 C300 116 330 156 324 214 C300 200 270 170 262 148 C240 176 196 196 158 226 Z" ${f}/>` +
          `<path d="M214 132 C236 126 258 132 272 146" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" stroke-linecap="round"/>`,
      };
    case 'short':
      return {
        back: '',
        front:
          `<path d="M160 218 C152 150 192 112 244 112 C296 112 332 146 322 218 C316 196 310 180 300 170 C270 176 222 172 196 160 C180 176 170 196 160 218 Z" ${f}/>` +
          `<path d="M204 130 C226 120 262 122 284 138" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="6" stroke-linecap="round"/>`,
      };
    case 'bun':
      return {
        back:
          `<circle cx="240" cy="98" r="40" ${f}/>` +
          `<path d="M206 110 Q240 124 274 110" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="5"/>`,
        front:
          `<path d="M160 222 C150 152 192 116 242 116 C294 116 334 152 320 222 C312 188 292 162 262 152 C236 170 196 182 172 198 C166 206 162 214 160 222 Z" ${f}/>` +
          `<path d="M226 126 C250 120 276 128 292 144" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="6" stroke-linecap="round"/>`,
      };
    case 'crop':
      return {
        back: '',
        front: `<path d="M162 214 C158 152 196 120 240 120 C284 120 322 152 318 214 C312 186 296 162 240 158 C184 162 168 186 162 214 Z" ${f}/>`,
      };
  }
}
