/** A greyscale raster, one byte per pixel, rows top to bottom. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** pdf.js image kinds (ImageKind): 1 bit per pixel, RGB and RGBA. */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

/** Decoded image data as pdf.js hands it over. */
export interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Luma of a decoded image (BT.601 weights), or null for a kind this reader does not know. */
export function toGrey(img: DecodedImage): GreyImage | null {
  const { width, height, kind, data } = img;
  const pixels = new Uint8Array(width * height);
  if (kind === RGB_24BPP || kind === RGBA_32BPP) {
    const step = kind === RGB_24BPP ? 3 : 4;
    if (data.length < width * height * step) return null;
    for (let i = 0, p = 0; i < pixels.length; i++, p += step)
      pixels[i] = (data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114) / 1000;
    return { width, height, pixels };
  }
  if (kind === GRAYSCALE_1BPP) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const bit = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
        pixels[y * width + x] = bit ? 255 : 0;
      }
    return { width, height, pixels };
  }
  return null;
}

/** The image turned clockwise by a quarter turns (0..3). */
export function turnImage(img: GreyImage, quarters: number): GreyImage {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return img;
  const { width: w, height: h, pixels: src } = img;
  if (q === 2) {
    const out = new Uint8Array(src.length);
    for (let i = 0; i < src.length; i++) out[i] = src[src.length - 1 - i];
    return { width: w, height: h, pixels: out };
  }
  // A quarter turn swaps the sides: the new image is h wide and w high.
  const out = new Uint8Array(src.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const nx = q === 1 ? h - 1 - y : y;
      const ny = q === 1 ? x : w - 1 - x;
      out[ny * h + nx] = src[y * w + x];
    }
  return { width: h, height: w, pixels: out };
}

/** The image as a binary PGM file, a format the engine's image library reads without decoding cost. */
export function toPgm(img: GreyImage): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(head.length + img.pixels.length);
  out.set(head, 0);
  out.set(img.pixels, head.length);
  return out;
}

/** Affine transform [a, b, c, d, e, f] as PDF and pdf.js write it. */
export type Matrix = [number, number, number, number, number, number];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Share of the page (width x height, in the same space as the matrix maps to) an image drawn with `ctm` covers. */
export function pageCover(ctm: Matrix, pageWidth: number, pageHeight: number): number {
  const corners = [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ].map(([u, v]) => [ctm[0] * u + ctm[2] * v + ctm[4], ctm[1] * u + ctm[3] * v + ctm[5]]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const w = Math.min(pageWidth, Math.max(...xs)) - Math.max(0, Math.min(...xs));
  const h = Math.min(pageHeight, Math.max(...ys)) - Math.max(0, Math.min(...ys));
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / (pageWidth * pageHeight);
}

/** The most pixels a rule reaches beyond its darkest row. */
const THICKNESS = 3;
/**
 * A rule's span is this dark at least along its length: the tops of a bold line's letters ("o", "r", "a"
 * side by side in a heading) make spans of runs as long as a letter with gaps between them, darker than
 * three quarters at most; a rule is broken only by specks of noise.
 */
const RULE_FILL = 0.9;

/**
 * Dark spans of each row: runs longer than a letter stroke that follow each other with small gaps, dark
 * along nearly all their length (`RULE_FILL`).
 */
function rowSpans(
  img: GreyImage,
  piece: number,
  gap: number,
  span: number,
  dark: number,
): [number, number][][] {
  const { width: w, height: h, pixels } = img;
  const rows: [number, number][][] = [];
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const spans: [number, number][] = [];
    let spanStart = -1;
    let spanEnd = -1;
    let spanInk = 0;
    const close = () => {
      const length = spanEnd - spanStart;
      if (spanStart >= 0 && length >= span && spanInk >= RULE_FILL * length) spans.push([spanStart, spanEnd]);
      spanStart = spanEnd = -1;
      spanInk = 0;
    };
    let start = -1;
    for (let x = 0; x <= w; x++) {
      const isDark = x < w && pixels[row + x] < dark;
      if (isDark && start < 0) start = x;
      if (!isDark && start >= 0) {
        if (x - start >= piece) {
          if (spanStart >= 0 && start - spanEnd <= gap) spanEnd = x;
          else {
            close();
            spanStart = start;
            spanEnd = x;
          }
          spanInk += x - start;
        }
        start = -1;
      }
      if (start < 0 && spanStart >= 0 && x - spanEnd > gap) close();
    }
    close();
    rows.push(spans);
  }
  return rows;
}

/** Whether `spans` cover most of [a, b). */
function covers(spans: [number, number][] | undefined, a: number, b: number): boolean {
  if (!spans) return false;
  let n = 0;
  for (const [s, e] of spans) n += Math.max(0, Math.min(b, e) - Math.max(a, s));
  return n > 0.5 * (b - a);
}

/**
 * Table rules whitened: text that touches a ruled line is read as one blob with it. In each row, dark runs
 * longer than a letter's stroke (`piece`) that follow each other with small gaps (a rule straightened by
 * whole pixels breaks into steps) make a span; a span longer than `span`, dark along nearly all its length
 * (not the tops of a bold line's letters), is a rule when the rows a little above and below it have none
 * there (else it is a shaded band, whose text stays). The rule's thin edges go with it. Returns the image
 * and how many pixels were whitened.
 */
export function removeRules(
  img: GreyImage,
  opts: { piece?: number; gap?: number; span?: number; dark?: number } = {},
): GreyImage & { whitened: number } {
  const dark = opts.dark ?? 215;
  const { width: w, height: h } = img;
  const rows = rowSpans(img, opts.piece ?? 12, opts.gap ?? 6, opts.span ?? 120, dark);
  const out = new Uint8Array(img.pixels);
  let whitened = 0;
  const reach = THICKNESS + 2;
  for (let y = 0; y < h; y++)
    for (const [a, b] of rows[y]) {
      if (covers(rows[y - reach], a, b) && covers(rows[y + reach], a, b)) continue;
      out.fill(255, y * w + a, y * w + b);
      whitened += b - a;
      // The rule's thickness above and below (a straightened rule steps by a pixel every few dozen), as far
      // as it stays thin: a letter stroke that crosses the rule runs on and is kept.
      for (let x = a; x < b; x++)
        for (const dir of [-1, 1]) {
          let k = 1;
          while (
            k <= THICKNESS + 1 &&
            y + dir * k >= 0 &&
            y + dir * k < h &&
            img.pixels[(y + dir * k) * w + x] < dark
          )
            k++;
          if (k <= THICKNESS)
            for (let j = 1; j < k; j++) {
              out[(y + dir * j) * w + x] = 255;
              whitened++;
            }
        }
    }
  return { width: w, height: h, pixels: out, whitened };
}

/**
 * The image turned by `radians` about its centre, clockwise on the page (nearest pixel; uncovered corners
 * white), same size.
 */
export function rotateImage(img: GreyImage, radians: number): GreyImage {
  if (Math.abs(radians) < 1e-4) return img;
  const { width: w, height: h } = img;
  const out = new Uint8Array(w * h);
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Pixel centres: the middle of a 5-pixel row is pixel 2.
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    for (let x = 0; x < w; x++) {
      const dx = x - cx;
      // The source point that lands here, between pixels: strokes stay smooth, not stepped.
      out[y * w + x] = sampleAt(img, cos * dx + sin * dy + cx, -sin * dx + cos * dy + cy);
    }
  }
  return { width: w, height: h, pixels: out };
}

/** The grey at a point between pixel centres, weighed from the four around it; white outside the image. */
function sampleAt(img: GreyImage, sx: number, sy: number): number {
  const { width: w, height: h, pixels } = img;
  if (sx < -0.5 || sy < -0.5 || sx > w - 0.5 || sy > h - 0.5) return 255;
  const x0 = Math.max(0, Math.min(w - 1, Math.floor(sx)));
  const y0 = Math.max(0, Math.min(h - 1, Math.floor(sy)));
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, sx - x0));
  const fy = Math.max(0, Math.min(1, sy - y0));
  const top = pixels[y0 * w + x0] * (1 - fx) + pixels[y0 * w + x1] * fx;
  const bottom = pixels[y1 * w + x0] * (1 - fx) + pixels[y1 * w + x1] * fx;
  return Math.round(top * (1 - fy) + bottom * fy);
}

/** A rectangle cut from the image (clipped to it). */
export function cropImage(
  img: GreyImage,
  r: { left: number; top: number; width: number; height: number },
): GreyImage {
  const left = Math.max(0, Math.min(img.width - 1, r.left));
  const top = Math.max(0, Math.min(img.height - 1, r.top));
  const width = Math.max(1, Math.min(img.width - left, r.width));
  const height = Math.max(1, Math.min(img.height - top, r.height));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    pixels.set(
      img.pixels.subarray((top + y) * img.width + left, (top + y) * img.width + left + width),
      y * width,
    );
  return { width, height, pixels };
}

/**
 * The image with its specks whitened: blots of at most `maxArea` dark pixels with no other ink within
 * `clearance` pixels (dust and noise on a scan). The dot of an i, a full stop or a decimal point stands
 * close to its letters and stays. The engine otherwise reads specks as letters, and strings the lines of
 * a page together through them.
 */
export function removeSpecks(img: GreyImage, clearance: number, maxArea = 9): GreyImage {
  const { width: w, height: h, pixels } = img;
  const out = pixels.slice();
  eachBlot(
    img,
    INK_LEVEL,
    (blot, labels) => {
      if (blot.pixels.length > maxArea) return;
      const { label, x0, y0, x1, y1 } = blot;
      if (
        !inkNear(pixels, w, h, label, labels, x0 - clearance, y0 - clearance, x1 + clearance, y1 + clearance)
      )
        for (const p of blot.pixels) out[p] = 255;
    },
    maxArea + 1,
  );
  return { width: w, height: h, pixels: out };
}

/** A blot of ink: pixels darker than a level, each touching another (across or corner to corner). */
export interface Blot {
  label: number;
  /** Its pixels' indices (row by row: y * width + x), at most as many as asked for. */
  pixels: number[];
  /** Its box: first and last columns and rows. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Visits each blot of ink of the image (pixels darker than `level`) once, with the labels of the pixels
 * visited so far (its own among them; 0 where none yet). At most `keep` of a blot's pixels are listed;
 * its box holds them all.
 */
export function eachBlot(
  img: GreyImage,
  level: number,
  visit: (blot: Blot, labels: Int32Array) => void,
  keep = Infinity,
): void {
  const { width: w, height: h, pixels } = img;
  const labels = new Int32Array(w * h);
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (labels[start] || pixels[start] >= level) continue;
    const blot: Blot = { label: ++next, pixels: [], x0: w, y0: h, x1: -1, y1: -1 };
    labels[start] = blot.label;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      if (blot.pixels.length < keep) blot.pixels.push(p);
      const px = p % w;
      const py = (p - px) / w;
      blot.x0 = Math.min(blot.x0, px);
      blot.x1 = Math.max(blot.x1, px);
      blot.y0 = Math.min(blot.y0, py);
      blot.y1 = Math.max(blot.y1, py);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const q = ny * w + nx;
          if (!labels[q] && pixels[q] < level) {
            labels[q] = blot.label;
            stack.push(q);
          }
        }
    }
    visit(blot, labels);
  }
}

/** Dark pixels printed darker than this are ink. */
const INK_LEVEL = 200;

/** Whether ink of another blot than `label` lies in the rectangle. */
function inkNear(
  pixels: Uint8Array,
  w: number,
  h: number,
  label: number,
  labels: Int32Array,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  for (let y = Math.max(0, y0); y <= Math.min(h - 1, y1); y++)
    for (let x = Math.max(0, x0); x <= Math.min(w - 1, x1); x++) {
      const p = y * w + x;
      if (pixels[p] < INK_LEVEL && labels[p] !== label) return true;
    }
  return false;
}

/** Where a piece of a sheet was placed. */
export interface Placed {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Pieces cut from an image stacked on one white sheet, one under another, `gap` pixels apart and from the
 * edges: many small pieces read in one pass of the engine, each as a line of its own. Answers the sheet
 * and where each piece lies on it.
 */
export function stackPieces(pieces: GreyImage[], gap: number): { sheet: GreyImage; placed: Placed[] } {
  const placed: Placed[] = [];
  let y = gap;
  for (const p of pieces) {
    placed.push({ left: gap, top: y, width: p.width, height: p.height });
    y += p.height + gap;
  }
  const width = Math.max(0, ...pieces.map((p) => p.width)) + 2 * gap;
  const pixels = new Uint8Array(width * y).fill(255);
  pieces.forEach((p, i) => {
    const { left, top } = placed[i];
    for (let row = 0; row < p.height; row++)
      pixels.set(p.pixels.subarray(row * p.width, (row + 1) * p.width), (top + row) * width + left);
  });
  return { sheet: { width, height: y, pixels }, placed };
}
