// Writes the demonstration illustrations under public/images/ (schools, gallery, neighborhoods, articles).
// They are drawn from parameters so the product works offline with no photo host; run
// `node frontend/scripts/generate-demo-images.mjs` after changing a scene. Output is deterministic.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
const W = 800;
const H = 500;

/** Small deterministic PRNG so every run draws the same ridges and trees. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg(title, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">` +
    `<title>${esc(title)}</title><defs>${defs}</defs>${body}</svg>\n`
  );
}

const gradient = (id, top, bottom) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A ridge line from x=0 to x=W, closed down to `base`. */
function ridge(random, base, minY, maxY, steps, fill, opacity = 1) {
  let d = `M0 ${base}`;
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((W / steps) * i);
    const y = Math.round(minY + random() * (maxY - minY));
    d += `L${x} ${y}`;
  }
  return `<path d="${d}L${W} ${base}Z" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

const PALM = (c) =>
  `<g id="palm"><path d="M0 0q4-50 14-92" stroke="${c.trunk}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
  `<g fill="${c.leaf}"><path d="M14-92q-30-6-46 14q24-20 46-10z"/><path d="M14-92q30-8 48 10q-24-16-48-6z"/>` +
  `<path d="M14-92q-14-26-38-26q22 8 36 30z"/><path d="M14-92q18-24 40-20q-22 4-38 24z"/><path d="M14-92q-2 24-22 36q14-16 20-38z"/></g></g>`;
const JOSHUA = (c) =>
  `<g id="joshua" stroke="${c.trunk}" stroke-width="6" fill="none" stroke-linecap="round"><path d="M0 0v-40l-14-16v-12M0-40l12-20v-10M0-30l18-6"/>` +
  `<g fill="${c.leaf}" stroke="none"><circle cx="-14" cy="-70" r="8"/><circle cx="12" cy="-72" r="8"/><circle cx="19" cy="-38" r="6"/></g></g>`;
const SHRUB = (c) =>
  `<g id="shrub" fill="${c.shrub}"><ellipse cx="0" cy="-8" rx="18" ry="10"/><ellipse cx="14" cy="-5" rx="12" ry="7"/></g>`;

function plants(kind, positions) {
  return positions
    .map(([x, y, s = 1]) => `<use href="#${kind}" transform="translate(${x} ${y}) scale(${s})"/>`)
    .join('');
}

const CLOUDS = (n, random) =>
  Array.from({ length: n }, () => {
    const x = Math.round(60 + random() * 660);
    const y = Math.round(40 + random() * 70);
    return `<g fill="#fff" opacity=".8"><ellipse cx="${x}" cy="${y}" rx="46" ry="14"/><ellipse cx="${x + 22}" cy="${y - 9}" rx="26" ry="14"/></g>`;
  }).join('');

// ---------------------------------------------------------------- school campuses

/** Window grid pattern, shifted so it lines up with the building it fills. */
const windows = (id, x, y, fill) =>
  `<pattern id="${id}" x="${x}" y="${y}" width="30" height="34" patternUnits="userSpaceOnUse"><rect x="8" y="8" width="14" height="18" rx="2" fill="${fill}"/></pattern>`;

function building(p, random) {
  const { x, y, w, h, wall, roof, glass, style } = p;
  const id = `w${x}`;
  const defs = windows(id, x + ((w % 30) >> 1), y + 6, glass);
  const rows = Math.floor((h - 40) / 34);
  let g = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x}" y="${y + 6}" width="${w}" height="${rows * 34}" fill="url(#${id})"/>`;
  if (style === 'pitched') g += `<path d="M${x - 12} ${y}L${x + w / 2} ${y - 54}L${x + w + 12} ${y}Z" fill="${roof}"/>`;
  if (style === 'flat') g += `<rect x="${x - 6}" y="${y - 12}" width="${w + 12}" height="14" fill="${roof}"/>`;
  if (style === 'dome') {
    g += `<rect x="${x - 6}" y="${y - 10}" width="${w + 12}" height="12" fill="${roof}"/>`;
    g += `<path d="M${x + w / 2 - 40} ${y - 10}a40 40 0 0 1 80 0Z" fill="${roof}"/><rect x="${x + w / 2 - 3}" y="${y - 66}" width="6" height="18" fill="${roof}"/>`;
  }
  if (style === 'tower') {
    const tx = x + w - 44;
    g += `<rect x="${x - 6}" y="${y - 10}" width="${w + 12}" height="12" fill="${roof}"/>`;
    g += `<rect x="${tx}" y="${y - 80}" width="36" height="80" fill="${wall}"/><path d="M${tx - 6} ${y - 80}L${tx + 18} ${y - 116}L${tx + 42} ${y - 80}Z" fill="${roof}"/>`;
    g += `<circle cx="${tx + 18}" cy="${y - 58}" r="9" fill="${glass}"/>`;
  }
  if (style === 'modern') {
    g += `<rect x="${x + w * 0.55}" y="${y - 40}" width="${w * 0.45}" height="44" fill="${glass}" opacity=".85"/>`;
    g += `<rect x="${x + w * 0.55 - 4}" y="${y - 46}" width="${w * 0.45 + 8}" height="8" fill="${roof}"/>`;
  }
  const door = x + Math.round(w / 2) - 16;
  g += `<path d="M${door} ${y + h}v-26a16 16 0 0 1 32 0v26Z" fill="${roof}"/>`;
  if (random() > 0.4)
    g += `<path d="M${x + 16} ${y - 4}v-40" stroke="#555" stroke-width="2"/><path d="M${x + 16} ${y - 44}h22v14h-22Z" fill="${p.accent}"/>`;
  return { defs, g };
}

const CAMPUS_PALETTES = [
  {
    sky: ['#8ec5fc', '#e0f0ff'],
    sun: '#ffd166',
    far: '#c9a27e',
    near: '#a0704b',
    ground: '#e8d3a9',
    wall: '#f4e3c1',
    roof: '#b5542c',
    glass: '#4a7fa7',
    accent: '#e63946',
    trunk: '#7a5230',
    leaf: '#3a7d44',
    shrub: '#7a9a50',
  },
  {
    sky: ['#ff9a76', '#ffe3b3'],
    sun: '#fff1a8',
    far: '#b86b77',
    near: '#7d3f5c',
    ground: '#e9c89b',
    wall: '#fff6e5',
    roof: '#6d597a',
    glass: '#355070',
    accent: '#f4a261',
    trunk: '#5b3a29',
    leaf: '#2d6a4f',
    shrub: '#8a9a5b',
  },
  {
    sky: ['#5fa8d3', '#cae9ff'],
    sun: '#ffe066',
    far: '#9fb3c8',
    near: '#62778c',
    ground: '#d9c7a3',
    wall: '#e9ecef',
    roof: '#1b4965',
    glass: '#62b6cb',
    accent: '#ffb703',
    trunk: '#6b4f3a',
    leaf: '#40916c',
    shrub: '#95a86a',
  },
  {
    sky: ['#a1c4fd', '#fbe7c6'],
    sun: '#ffca3a',
    far: '#d4a373',
    near: '#bc6c25',
    ground: '#f2dfb9',
    wall: '#faedcd',
    roof: '#8c2f39',
    glass: '#3d5a80',
    accent: '#2a9d8f',
    trunk: '#7f5539',
    leaf: '#52796f',
    shrub: '#a3b18a',
  },
];
const CAMPUS_STYLES = ['pitched', 'flat', 'dome', 'tower', 'modern'];
const TREE_KINDS = ['palm', 'joshua', 'palm', 'shrub'];

function campus(n) {
  const random = rng(n * 7919);
  const c = CAMPUS_PALETTES[n % CAMPUS_PALETTES.length];
  const style = CAMPUS_STYLES[n % CAMPUS_STYLES.length];
  const trees = TREE_KINDS[(n >> 1) % TREE_KINDS.length];
  const dusk = n % 4 === 1;
  const groundY = 360;
  let defs = gradient('s', c.sky[0], c.sky[1]) + PALM(c) + JOSHUA(c) + SHRUB(c);
  let body = `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  body += `<circle cx="${120 + Math.round(random() * 560)}" cy="${dusk ? 250 : 90}" r="${dusk ? 60 : 38}" fill="${c.sun}"/>`;
  if (!dusk) body += CLOUDS(2, random);
  body += ridge(random, groundY, 170, 240, 9, c.far, 0.9);
  body += ridge(random, groundY, 240, 300, 7, c.near);
  body += `<rect y="${groundY - 10}" width="${W}" height="${H - groundY + 10}" fill="${c.ground}"/>`;
  if (n % 3 === 0) body += `<ellipse cx="400" cy="440" rx="380" ry="50" fill="${c.leaf}" opacity=".35"/>`;
  const look = { wall: c.wall, roof: c.roof, glass: c.glass, accent: c.accent };
  const mw = 300 + Math.round(random() * 80);
  const mh = 140 + Math.round(random() * 50);
  const main = { ...look, x: 400 - Math.round(mw / 2), y: 370 - mh, w: mw, h: mh, style };
  const wingX = n % 2 ? 600 : 50;
  const wings = [{ ...look, x: wingX, y: 250, w: 150, h: 120, style: 'flat' }];
  if (n % 3 === 2) wings.push({ ...look, x: 650 - wingX, y: 270, w: 150, h: 100, style: 'pitched' });
  for (const part of [...wings, main]) {
    const b = building(part, random);
    defs += b.defs;
    body += b.g;
  }
  body += `<path d="M368 370L300 ${H}h200L432 370Z" fill="#fff" opacity=".55"/>`;
  const spots =
    n % 2
      ? [
          [70, 400, 1],
          [170, 420, 0.8],
          [520, 395, 0.7],
          [740, 430, 1.1],
        ]
      : [
          [40, 420, 1.1],
          [210, 395, 0.7],
          [640, 400, 0.9],
          [730, 440, 1],
        ];
  body +=
    plants(trees, spots) +
    plants('shrub', [
      [120, 470],
      [600, 480],
      [330, 460],
    ]);
  return svg(`Illustration of a school campus (${n + 1})`, defs, body);
}

// ---------------------------------------------------------------- gallery (inside the schools)

const GALLERY = {
  classroom: [
    'Classroom with desks and a whiteboard',
    '#fdf0d5',
    (b) =>
      b +
      '<rect x="120" y="60" width="560" height="200" rx="8" fill="#2f5d50" stroke="#8d6e63" stroke-width="10"/>' +
      '<path d="M170 120h180M170 160h240M170 200h120" stroke="#e9f5db" stroke-width="6" stroke-linecap="round"/><circle cx="560" cy="160" r="50" fill="none" stroke="#ffd166" stroke-width="6"/>' +
      [140, 330, 520]
        .map(
          (x) =>
            `<rect x="${x}" y="330" width="140" height="18" fill="#c08552"/><rect x="${x + 10}" y="348" width="10" height="70" fill="#5e503f"/><rect x="${x + 120}" y="348" width="10" height="70" fill="#5e503f"/><circle cx="${x + 70}" cy="300" r="22" fill="#e07a5f"/>`,
        )
        .join(''),
  ],
  library: [
    'School library shelves',
    '#f1e3d3',
    (b) =>
      b +
      '<defs><pattern id="bk" x="16" y="12" width="175" height="90" patternUnits="userSpaceOnUse">' +
      ['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#ffb703', '#6d597a', '#90be6d']
        .map(
          (fill, k) =>
            `<rect x="${k * 25}" y="${10 + (k % 3) * 6}" width="20" height="${60 - (k % 3) * 6}" fill="${fill}"/>`,
        )
        .join('') +
      '<rect y="70" width="175" height="8" fill="#5e3b24"/></pattern></defs>' +
      [60, 300, 540]
        .map(
          (x) =>
            `<rect x="${x}" y="60" width="200" height="360" fill="#7f5539"/><rect x="${x + 12}" y="72" width="176" height="336" fill="url(#bk)"/>`,
        )
        .join('') +
      '<rect y="420" width="800" height="80" fill="#a98467"/><ellipse cx="400" cy="455" rx="160" ry="22" fill="#6c584c"/>',
  ],
  'science-lab': [
    'Science lab with flasks',
    '#e0fbfc',
    (b) =>
      b +
      '<rect x="60" y="300" width="680" height="30" fill="#3d5a80"/><rect x="80" y="330" width="640" height="120" fill="#98c1d9"/>' +
      '<path d="M200 180v60l-50 60h120l-50-60v-60z" fill="#fff" stroke="#293241" stroke-width="5"/><path d="M168 280h84l17 20h-118z" fill="#ee6c4d"/>' +
      '<rect x="360" y="170" width="28" height="130" rx="12" fill="#fff" stroke="#293241" stroke-width="5"/><rect x="363" y="240" width="22" height="57" rx="10" fill="#90be6d"/>' +
      '<circle cx="560" cy="230" r="60" fill="#fff" stroke="#293241" stroke-width="5"/><path d="M505 250a60 60 0 0 0 110 0z" fill="#4cc9f0"/><rect x="545" y="140" width="30" height="40" fill="#fff" stroke="#293241" stroke-width="5"/>' +
      '<circle cx="230" cy="140" r="10" fill="#ee6c4d" opacity=".6"/><circle cx="600" cy="110" r="14" fill="#4cc9f0" opacity=".5"/>',
  ],
  'art-studio': [
    'Art studio with an easel and paints',
    '#fff1e6',
    (b) =>
      b +
      '<path d="M300 440l80-360 80 360M380 80v360" stroke="#8d6e63" stroke-width="12" fill="none"/><rect x="270" y="120" width="220" height="170" fill="#fff" stroke="#6d4c41" stroke-width="6"/>' +
      '<path d="M280 280l60-80 40 50 40-70 60 100z" fill="#f4a261"/><circle cx="440" cy="160" r="22" fill="#ffd166"/>' +
      '<ellipse cx="620" cy="360" rx="110" ry="70" fill="#deb887"/><circle cx="580" cy="330" r="14" fill="#e63946"/><circle cx="625" cy="315" r="14" fill="#457b9d"/><circle cx="670" cy="335" r="14" fill="#2a9d8f"/><circle cx="650" cy="385" r="14" fill="#ffb703"/>' +
      '<rect x="90" y="300" width="60" height="120" rx="8" fill="#457b9d"/><path d="M100 300l-10-80M120 300l0-90M140 300l14-70" stroke="#6d4c41" stroke-width="6"/>',
  ],
  gymnasium: [
    'Gymnasium with a basketball hoop',
    '#f6bd60',
    (b) =>
      b +
      '<rect y="330" width="800" height="170" fill="#d4a373"/><path d="M0 330h800M400 330v170" stroke="#fff" stroke-width="5"/><ellipse cx="400" cy="420" rx="110" ry="40" fill="none" stroke="#fff" stroke-width="5"/>' +
      '<rect x="120" y="40" width="560" height="220" fill="#fefae0" opacity=".5"/><rect x="330" y="90" width="140" height="90" fill="#fff" stroke="#333" stroke-width="6"/><rect x="375" y="130" width="50" height="36" fill="none" stroke="#e63946" stroke-width="5"/>' +
      '<path d="M370 180h60l-8 50h-44z" fill="none" stroke="#fff" stroke-width="4"/><rect x="396" y="180" width="8" height="150" fill="#555"/><circle cx="560" cy="300" r="26" fill="#e76f51"/><path d="M534 300h52M560 274v52" stroke="#333" stroke-width="3"/>',
  ],
  playground: [
    'Playground with slide and swings',
    '#caf0f8',
    (b) =>
      b +
      '<rect y="380" width="800" height="120" fill="#95d5b2"/><circle cx="680" cy="90" r="44" fill="#ffd166"/>' +
      '<rect x="140" y="200" width="16" height="190" fill="#e63946"/><rect x="260" y="200" width="16" height="190" fill="#e63946"/><rect x="120" y="190" width="180" height="22" fill="#1d3557"/><path d="M276 212l150 170" stroke="#ffb703" stroke-width="22" stroke-linecap="round"/>' +
      '<path d="M470 170l-40 220M470 170l40 220M670 170l-40 220M670 170l40 220M450 170h240" stroke="#457b9d" stroke-width="10" fill="none"/>' +
      '<path d="M540 170v150M580 170v150M610 170v150M650 170v150" stroke="#555" stroke-width="3"/><rect x="530" y="318" width="60" height="10" fill="#f4a261"/><rect x="602" y="318" width="56" height="10" fill="#f4a261"/>',
  ],
  'music-room': [
    'Music room with a piano and notes',
    '#ede7f6',
    (b) =>
      b +
      '<rect x="150" y="220" width="500" height="150" rx="10" fill="#263238"/><rect x="170" y="300" width="460" height="60" fill="#fff"/>' +
      Array.from(
        { length: 15 },
        (_, k) => `<path d="M${200 + k * 30} 300v60" stroke="#263238" stroke-width="2"/>`,
      ).join('') +
      [0, 1, 3, 4, 5, 7, 8, 10, 11, 12]
        .map((k) => `<rect x="${192 + k * 30}" y="300" width="16" height="36" fill="#263238"/>`)
        .join('') +
      '<path d="M260 90v80M260 170a18 14 0 1 1-1 0M380 70v80l50-14v-80zM380 150a18 14 0 1 1-1 0M430 136a18 14 0 1 1-1 0" stroke="#7e57c2" stroke-width="8" fill="#7e57c2"/>' +
      '<path d="M540 60v90M540 150a20 15 0 1 1-1 0M540 60q30 10 30 40" stroke="#ec407a" stroke-width="8" fill="#ec407a"/><rect x="160" y="370" width="20" height="80" fill="#263238"/><rect x="620" y="370" width="20" height="80" fill="#263238"/>',
  ],
  garden: [
    'School garden with raised beds',
    '#dff3e3',
    (b) =>
      b +
      '<rect y="300" width="800" height="200" fill="#c9a27e"/><circle cx="120" cy="90" r="46" fill="#ffd166"/>' +
      [80, 330, 580]
        .map(
          (x, i) =>
            `<rect x="${x}" y="330" width="170" height="70" fill="#8d6e63"/><rect x="${x}" y="330" width="170" height="12" fill="#6d4c41"/>` +
            [0, 1, 2, 3]
              .map(
                (k) =>
                  `<path d="M${x + 25 + k * 40} 330v-50" stroke="#2d6a4f" stroke-width="5"/><circle cx="${x + 25 + k * 40}" cy="275" r="16" fill="${['#52b788', '#e63946', '#f4a261'][i]}"/>`,
              )
              .join(''),
        )
        .join('') +
      '<path d="M660 120q40 0 40 40v40" stroke="#6c757d" stroke-width="10" fill="none"/><circle cx="700" cy="210" r="14" fill="#4cc9f0" opacity=".6"/>',
  ],
};

function gallery(name) {
  const [title, bg, draw] = GALLERY[name];
  return svg(title, '', draw(`<rect width="${W}" height="${H}" fill="${bg}"/>`));
}

// ---------------------------------------------------------------- neighborhoods

function houses(random, count, y, colors, roofColor) {
  let g = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round((W / count) * i + random() * 20);
    const w = 60 + Math.round(random() * 30);
    const h = 40 + Math.round(random() * 20);
    const fill = colors[i % colors.length];
    g += `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${fill}"/><path d="M${x - 6} ${y - h}L${x + w / 2} ${y - h - 26}L${x + w + 6} ${y - h}Z" fill="${roofColor}"/>`;
    g += `<rect x="${x + 10}" y="${y - h + 12}" width="14" height="14" fill="#fff3c4"/><rect x="${x + w - 26}" y="${y - 24}" width="14" height="24" fill="#6b4f3a"/>`;
  }
  return g;
}

function towers(random, count, x0, x1, base, colors, lit) {
  let g = '';
  for (let i = 0; i < count; i++) {
    const w = 34 + Math.round(random() * 36);
    const x = Math.round(x0 + ((x1 - x0) / count) * i);
    const h = 90 + Math.round(random() * 170);
    g += `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${colors[i % colors.length]}"/>`;
    g += `<rect x="${x + 6}" y="${base - h + 10}" width="${w - 12}" height="${h - 20}" fill="url(#lit)" opacity="${lit}"/>`;
  }
  return g;
}

const NEIGHBORHOODS = {
  summerlin: {
    title: 'Summerlin homes below the red cliffs of Red Rock Canyon',
    sky: ['#86c5ff', '#fde2c8'],
    far: '#c2553a',
    near: '#9a3b2b',
    ground: '#d8c39a',
    homes: ['#f6e7cb', '#ead7b7', '#f1dcc2'],
    roof: '#a44a3f',
    trees: 'palm',
    seed: 11,
  },
  henderson: {
    title: 'Henderson rooftops in front of the McCullough Range',
    sky: ['#9bd0ff', '#fff1d6'],
    far: '#8d7b68',
    near: '#6f5e53',
    ground: '#e0cda4',
    homes: ['#fff8e7', '#f4e1c1', '#e9d3b0'],
    roof: '#7a4e3a',
    trees: 'palm',
    seed: 22,
  },
  'southwest-las-vegas': {
    title: 'New homes of southwest Las Vegas under the Spring Mountains',
    sky: ['#7fb8f0', '#e8f4ff'],
    far: '#7d8ea3',
    near: '#5a6b80',
    ground: '#e5d2a8',
    homes: ['#f2e6d0', '#e3d5c1', '#f7ecd9'],
    roof: '#5c677d',
    trees: 'joshua',
    snow: true,
    seed: 33,
  },
  'green-valley': {
    title: 'Green Valley park, lake and homes',
    sky: ['#a0d8ef', '#f0fff4'],
    far: '#94a37e',
    near: '#6c8a5a',
    ground: '#8fc67a',
    homes: ['#fffaf0', '#f3e9dc', '#ece2d0'],
    roof: '#8d5b4c',
    trees: 'palm',
    lake: true,
    seed: 44,
  },
  centennial: {
    title: 'Centennial Hills homes with the Sheep Range beyond',
    sky: ['#74b3ce', '#eaf6ff'],
    far: '#a89f91',
    near: '#7f7566',
    ground: '#e2cfa6',
    homes: ['#f9ecd6', '#efdcc0', '#f5e3cf'],
    roof: '#6b4f4f',
    trees: 'joshua',
    seed: 55,
  },
  anthem: {
    title: 'Anthem hillside homes at dusk above the valley',
    sky: ['#3a3f73', '#f7a072'],
    far: '#6a4c6b',
    near: '#4a3552',
    ground: '#7a5c61',
    homes: ['#f3d5b5', '#e7bc91', '#fadcb8'],
    roof: '#583d4a',
    trees: 'shrub',
    dusk: true,
    seed: 66,
  },
  'downtown-las-vegas': {
    title: 'Downtown Las Vegas skyline with neon arches at night',
    sky: ['#0b1d51', '#6a3d9a'],
    far: '#2a2250',
    near: '#1b1538',
    ground: '#241b3a',
    night: true,
    neon: true,
    seed: 77,
  },
  'north-las-vegas': {
    title: 'North Las Vegas park with a pond and homes',
    sky: ['#8ecae6', '#fdf6e3'],
    far: '#a6917a',
    near: '#86715d',
    ground: '#a7c957',
    homes: ['#fdf0d5', '#f2e2c4', '#e9d8a6'],
    roof: '#9c6644',
    trees: 'palm',
    lake: true,
    seed: 88,
  },
  'spring-valley': {
    title: 'Spring Valley streets with palms and mountains',
    sky: ['#90caf9', '#fff3e0'],
    far: '#b0a18f',
    near: '#8c7b6b',
    ground: '#e6d3ad',
    homes: ['#fbeee0', '#f1dfca', '#e8d5bd'],
    roof: '#b56b45',
    trees: 'palm',
    seed: 99,
  },
  paradise: {
    title: 'Paradise and the Las Vegas Strip towers in the afternoon sun',
    sky: ['#ffb347', '#ffe8c2'],
    far: '#c48b6b',
    near: '#a26a51',
    ground: '#e9cfa1',
    towers: true,
    trees: 'palm',
    seed: 111,
  },
};

function neighborhood(key) {
  const n = NEIGHBORHOODS[key];
  const random = rng(n.seed);
  const c = { trunk: '#6b4f3a', leaf: n.dusk ? '#3d405b' : '#3a7d44', shrub: n.dusk ? '#5c4d63' : '#7f9a5a' };
  let defs = gradient('s', n.sky[0], n.sky[1]) + PALM(c) + JOSHUA(c) + SHRUB(c);
  defs += `<pattern id="lit" width="10" height="12" patternUnits="userSpaceOnUse"><rect width="5" height="6" fill="#ffe8a3"/></pattern>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#s)"/>`;
  if (n.night)
    body += Array.from(
      { length: 18 },
      () => `<circle cx="${Math.round(random() * W)}" cy="${Math.round(random() * 200)}" r="1.6" fill="#fff"/>`,
    ).join('');
  else
    body += `<circle cx="${n.dusk ? 600 : 140 + Math.round(random() * 520)}" cy="${n.dusk ? 300 : 96}" r="${n.dusk ? 70 : 40}" fill="${n.dusk ? '#ffcf8a' : '#fff3a0'}"/>`;
  if (!n.night && !n.dusk) body += CLOUDS(2, random);
  body += ridge(random, 340, 150, 230, 8, n.far, 0.95);
  // Mount Charleston: an explicit peak so the snowcap sits on its summit.
  if (n.snow)
    body += `<path d="M140 300L300 120L460 300Z" fill="${n.far}"/><path d="M300 120L260 165l20-6 20 14 18-12 22 6Z" fill="#fff"/>`;
  body += ridge(random, 340, 220, 290, 6, n.near);
  body += `<rect y="330" width="${W}" height="${H - 330}" fill="${n.ground}"/>`;
  if (n.lake)
    body += `<ellipse cx="520" cy="430" rx="220" ry="44" fill="#4ea8de"/><ellipse cx="480" cy="420" rx="80" ry="8" fill="#fff" opacity=".4"/>`;
  if (n.towers) {
    body += towers(random, 9, 120, 700, 360, ['#f7f1e3', '#d8c3a5', '#c9ada7', '#e8e0d2'], 0.35);
    body += `<rect y="355" width="${W}" height="20" fill="#6c584c"/><path d="M0 430h800" stroke="#8d8d8d" stroke-width="26"/><path d="M0 430h800" stroke="#fff" stroke-width="2" stroke-dasharray="18 14"/>`;
  } else if (n.neon) {
    body += towers(random, 10, 60, 760, 360, ['#3c2a63', '#2b2d6e', '#4b2c5e'], 0.9);
    body += `<rect y="355" width="${W}" height="${H - 355}" fill="#1a1333"/>`;
    body += `<path d="M180 460V400a220 90 0 0 1 440 0v60" stroke="#ff4ecd" stroke-width="10" fill="none"/><path d="M220 460V405a180 70 0 0 1 360 0v55" stroke="#4cc9f0" stroke-width="6" fill="none"/>`;
    body += `<path d="M0 470h800" stroke="#ffd166" stroke-width="4" stroke-dasharray="20 14"/>`;
  } else {
    const homeY = n.lake ? 380 : 400;
    body += houses(random, 7, homeY, n.homes, n.roof);
    body += `<rect y="${homeY}" width="${W}" height="16" fill="#8d8d8d"/><path d="M0 ${homeY + 8}h800" stroke="#fff" stroke-width="2" stroke-dasharray="18 14"/>`;
  }
  if (n.dusk)
    body += Array.from(
      { length: 14 },
      () => `<circle cx="${Math.round(random() * W)}" cy="${420 + Math.round(random() * 70)}" r="2" fill="#ffd98e"/>`,
    ).join('');
  if (n.trees)
    body += plants(n.trees, [
      [50, 470, 1.1],
      [300, 480, 0.9],
      [690, 475, 1.2],
    ]);
  return svg(n.title, defs, body);
}

// ---------------------------------------------------------------- articles

const ARTICLES = {
  'admissions-checklist': [
    'Clipboard with an admissions checklist',
    '#e3f2fd',
    '<rect x="280" y="70" width="240" height="320" rx="16" fill="#fff" stroke="#1565c0" stroke-width="8"/><rect x="340" y="50" width="120" height="40" rx="10" fill="#1565c0"/>' +
      [140, 210, 280]
        .map(
          (y, i) =>
            `<rect x="310" y="${y - 20}" width="32" height="32" rx="6" fill="none" stroke="#1565c0" stroke-width="5"/>${i < 2 ? `<path d="M316 ${y - 4}l9 10 16-20" stroke="#43a047" stroke-width="7" fill="none" stroke-linecap="round"/>` : ''}<path d="M360 ${y - 4}h130" stroke="#90caf9" stroke-width="10" stroke-linecap="round"/>`,
        )
        .join('') +
      '<circle cx="600" cy="360" r="50" fill="#ffca28"/><path d="M578 362l16 16 30-34" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>',
  ],
  'back-to-school': [
    'Backpack, pencils and an apple',
    '#fff3e0',
    '<rect x="300" y="140" width="200" height="240" rx="40" fill="#ef5350"/><path d="M350 140v-30a50 50 0 0 1 100 0v30" stroke="#c62828" stroke-width="14" fill="none"/>' +
      '<rect x="330" y="250" width="140" height="90" rx="16" fill="#e53935"/><path d="M330 280h140" stroke="#ffcdd2" stroke-width="4"/>' +
      '<path d="M560 380l80-230 20 8-80 230-24 12z" fill="#ffca28"/><path d="M640 150l20 8 6-18-20-8z" fill="#f48fb1"/><path d="M580 390l-4 16 12-8z" fill="#333"/>' +
      '<circle cx="190" cy="330" r="55" fill="#66bb6a"/><path d="M190 280q10-30 30-34" stroke="#6d4c41" stroke-width="6" fill="none"/><ellipse cx="215" cy="266" rx="18" ry="8" fill="#43a047"/>',
  ],
  'parent-tips': [
    'A parent and child reading together',
    '#fce4ec',
    '<circle cx="330" cy="150" r="52" fill="#8d6e63"/><path d="M240 400q0-170 90-170t90 170z" fill="#5c6bc0"/>' +
      '<circle cx="480" cy="220" r="38" fill="#ffcc80"/><path d="M420 400q0-120 60-120t60 120z" fill="#26a69a"/>' +
      '<path d="M330 330l80-20 80 20v60l-80-20-80 20z" fill="#fff" stroke="#ad1457" stroke-width="6"/><path d="M410 310v60" stroke="#ad1457" stroke-width="4"/>' +
      '<path d="M600 110c0-20 30-20 30 0 0-20 30-20 30 0 0 24-30 40-30 40s-30-16-30-40z" fill="#ec407a"/>',
  ],
  organization: [
    'Family calendar with colour-coded days',
    '#ede7f6',
    '<rect x="200" y="80" width="400" height="330" rx="20" fill="#fff" stroke="#5e35b1" stroke-width="8"/><rect x="200" y="80" width="400" height="70" rx="20" fill="#5e35b1"/>' +
      '<rect x="270" y="60" width="14" height="44" rx="6" fill="#311b92"/><rect x="516" y="60" width="14" height="44" rx="6" fill="#311b92"/>' +
      Array.from(
        { length: 20 },
        (_, k) =>
          `<rect x="${225 + (k % 5) * 72}" y="${170 + Math.floor(k / 5) * 58}" width="56" height="42" rx="8" fill="${['#ede7f6', '#ffcc80', '#ede7f6', '#80cbc4', '#ede7f6', '#ef9a9a'][k % 6]}"/>`,
      ).join(''),
  ],
  'local-news': [
    'Newspaper with a desert city skyline',
    '#eceff1',
    '<rect x="170" y="70" width="460" height="340" rx="10" fill="#fff" stroke="#37474f" stroke-width="6"/><rect x="200" y="100" width="400" height="40" fill="#37474f"/>' +
      '<rect x="200" y="160" width="220" height="150" fill="#ffe0b2"/><path d="M200 310v-50h30v-40h24v60h20v-80h30v110h26v-60h36v70h54z" fill="#5d4037"/><circle cx="380" cy="200" r="20" fill="#ffb300"/>' +
      [170, 200, 230, 260, 290]
        .map((y) => `<path d="M445 ${y}h150" stroke="#b0bec5" stroke-width="10" stroke-linecap="round"/>`)
        .join('') +
      '<path d="M200 345h395M200 375h300" stroke="#b0bec5" stroke-width="10" stroke-linecap="round"/>',
  ],
  rankings: [
    'Podium and trophy for school rankings',
    '#fffde7',
    '<rect x="190" y="300" width="140" height="120" fill="#90a4ae"/><rect x="330" y="240" width="140" height="180" fill="#ffca28"/><rect x="470" y="330" width="140" height="90" fill="#bcaaa4"/>' +
      '<path d="M360 110h80v40a40 40 0 0 1-80 0z" fill="#ffb300"/><path d="M360 120h-24a24 24 0 0 0 24 34M440 120h24a24 24 0 0 1-24 34" stroke="#ffb300" stroke-width="8" fill="none"/><rect x="392" y="188" width="16" height="28" fill="#ffb300"/><rect x="370" y="214" width="60" height="14" rx="4" fill="#8d6e63"/>' +
      '<path d="M400 270l8 16 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z" fill="#fff"/>',
  ],
  'tuition-planning': [
    'Piggy bank and coins for tuition planning',
    '#e8f5e9',
    '<ellipse cx="380" cy="280" rx="150" ry="110" fill="#f48fb1"/><circle cx="500" cy="250" r="40" fill="#f48fb1"/><ellipse cx="520" cy="262" rx="16" ry="12" fill="#ec407a"/>' +
      '<rect x="280" y="360" width="30" height="50" fill="#f06292"/><rect x="430" y="360" width="30" height="50" fill="#f06292"/><rect x="350" y="168" width="60" height="10" rx="5" fill="#ad1457"/><circle cx="470" cy="236" r="6" fill="#333"/>' +
      [0, 1, 2, 3]
        .map(
          (k) =>
            `<ellipse cx="640" cy="${400 - k * 26}" rx="46" ry="14" fill="#ffca28" stroke="#f9a825" stroke-width="4"/>`,
        )
        .join('') +
      '<circle cx="390" cy="120" r="30" fill="#ffca28" stroke="#f9a825" stroke-width="5"/>',
  ],
  'campus-tour': [
    'Map with a route to a school',
    '#e0f7fa',
    '<path d="M150 120l160-40 180 40 160-40v300l-160 40-180-40-160 40z" fill="#fff" stroke="#00838f" stroke-width="6"/><path d="M310 80v300M490 120v300" stroke="#b2ebf2" stroke-width="4"/>' +
      '<path d="M200 360q80-60 150-20t140-60 120-110" stroke="#ff7043" stroke-width="8" stroke-dasharray="16 12" fill="none"/>' +
      '<path d="M610 170a40 40 0 1 0-80 0c0 30 40 70 40 70s40-40 40-70z" fill="#e53935"/><circle cx="570" cy="168" r="14" fill="#fff"/>',
  ],
  'stem-learning': [
    'Atom, gear and beaker for STEM learning',
    '#e8eaf6',
    '<g fill="none" stroke="#3949ab" stroke-width="8"><ellipse cx="280" cy="220" rx="110" ry="40"/><ellipse cx="280" cy="220" rx="110" ry="40" transform="rotate(60 280 220)"/><ellipse cx="280" cy="220" rx="110" ry="40" transform="rotate(-60 280 220)"/></g><circle cx="280" cy="220" r="18" fill="#ff7043"/>' +
      '<circle cx="540" cy="180" r="60" fill="none" stroke="#00897b" stroke-width="26" stroke-dasharray="20 14"/><circle cx="540" cy="180" r="22" fill="#00897b"/>' +
      '<path d="M500 290v50l-50 80h180l-50-80v-50z" fill="#fff" stroke="#3949ab" stroke-width="6"/><path d="M465 395h150l15 25h-180z" fill="#7e57c2"/>',
  ],
  'arts-programs': [
    'Palette, brush and music notes for the arts',
    '#fff8e1',
    '<path d="M400 110c-150 0-220 100-180 200 30 70 110 40 120 80 10 30 80 40 150 0 90-50 110-280-90-280z" fill="#d7ccc8"/><circle cx="470" cy="340" r="30" fill="#fff8e1"/>' +
      '<circle cx="300" cy="220" r="22" fill="#e53935"/><circle cx="360" cy="160" r="22" fill="#1e88e5"/><circle cx="450" cy="160" r="22" fill="#43a047"/><circle cx="520" cy="220" r="22" fill="#fdd835"/><circle cx="340" cy="300" r="22" fill="#8e24aa"/>' +
      '<path d="M620 120v140M620 260a24 18 0 1 1-1 0M620 120l60 20" stroke="#6d4c41" stroke-width="10" fill="#6d4c41"/><path d="M130 400l120-120" stroke="#8d6e63" stroke-width="12" stroke-linecap="round"/>',
  ],
  'open-house': [
    'School doors open for an open house',
    '#f3e5f5',
    '<path d="M220 420V180l180-90 180 90v240z" fill="#fff" stroke="#6a1b9a" stroke-width="8"/><rect x="340" y="270" width="120" height="150" fill="#ce93d8"/><path d="M340 270l-40 20v150l40-20z" fill="#8e24aa"/>' +
      '<circle cx="400" cy="190" r="30" fill="#ffca28"/><rect x="260" y="220" width="50" height="50" fill="#e1bee7"/><rect x="490" y="220" width="50" height="50" fill="#e1bee7"/>' +
      '<path d="M130 140l20-40 20 40zM650 140l20-40 20 40z" fill="#ab47bc"/><path d="M150 140v280M670 140v280" stroke="#ab47bc" stroke-width="6"/>',
  ],
  'desert-summer': [
    'Sun, water bottle and hat for desert summers',
    '#fff3e0',
    '<circle cx="220" cy="170" r="70" fill="#ffb300"/>' +
      Array.from(
        { length: 8 },
        (_, k) =>
          `<path d="M220 170m${Math.round(Math.cos((k * Math.PI) / 4) * 90)} ${Math.round(Math.sin((k * Math.PI) / 4) * 90)}l${Math.round(Math.cos((k * Math.PI) / 4) * 30)} ${Math.round(Math.sin((k * Math.PI) / 4) * 30)}" stroke="#ffb300" stroke-width="10" stroke-linecap="round"/>`,
      ).join('') +
      '<rect x="430" y="180" width="90" height="220" rx="24" fill="#29b6f6"/><rect x="450" y="150" width="50" height="36" rx="8" fill="#0277bd"/><path d="M440 260h70" stroke="#e1f5fe" stroke-width="8"/>' +
      '<ellipse cx="640" cy="380" rx="100" ry="24" fill="#a1887f"/><path d="M580 380q0-80 60-80t60 80z" fill="#bcaaa4"/><path d="M582 360h116" stroke="#e53935" stroke-width="10"/>',
  ],
};

function article(key) {
  const [title, bg, draw] = ARTICLES[key];
  return svg(title, '', `<rect width="${W}" height="${H}" fill="${bg}"/>${draw}`);
}

// ---------------------------------------------------------------- write

function write(folder, name, content) {
  mkdirSync(join(OUT, folder), { recursive: true });
  writeFileSync(join(OUT, folder, `${name}.svg`), content);
}

for (let n = 0; n < 16; n++) write('schools', `campus-${String(n + 1).padStart(2, '0')}`, campus(n));
for (const name of Object.keys(GALLERY)) write('schools', `gallery-${name}`, gallery(name));
for (const key of Object.keys(NEIGHBORHOODS)) write('neighborhoods', key, neighborhood(key));
for (const key of Object.keys(ARTICLES)) write('articles', key, article(key));
