// Pango lays out the text: it wraps, shapes Arabic and Japanese, and falls back from font to font.
import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { cached } from '../images/encode';
import { pictureFile } from '../site/content-files';
import { fitText } from './fit-text';
import { sharePictureSize, type SharePicture } from '../site/share-picture';
import { escapeHtml } from '../escape-html';

// Bump when the drawing changes, so pictures drawn the old way are not reused.
const recipe = 'share-1';
const defaultCacheDir = join(process.cwd(), 'node_modules', '.cache', 'portfolio-share-pictures');

// SIL Open Font License: Latin, Japanese, Arabic and emoji.
const fontDir = join(process.cwd(), 'lib', 'seo', 'fonts');
const fontFiles = [
  'NotoSans-Bold.ttf',
  'NotoSans-Regular.ttf',
  'NotoSansJP-Bold.otf',
  'NotoNaskhArabic-Bold.ttf',
  'NotoEmoji-Bold.ttf',
];
const families = 'Noto Sans, Noto Sans JP, Noto Naskh Arabic, Noto Emoji';

const { width, height } = sharePictureSize;
const margin = 72;
const imageSide = 360;

// Pango knows a font file once one text has named it; then any text may fall back to it.
let fontsLoaded: Promise<unknown> | undefined;
const loadFonts = () =>
  (fontsLoaded ??= Promise.all(
    fontFiles.map((file) =>
      sharp({ text: { text: '.', fontfile: join(fontDir, file) } }).toBuffer(),
    ),
  ));

type TextBox = { size: number; colour: string; lines: number; boxWidth: number; weight?: string };

// Pango lines a right-to-left paragraph up at the right of its box by itself.
function renderText(text: string, { size, weight, colour, boxWidth }: TextBox) {
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escapeHtml(text)}</span>`,
      font: `${families} ${weight ?? 'Bold'} ${size}`,
      width: boxWidth,
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

async function textLayer(text: string, box: TextBox) {
  const maxHeight = Math.ceil(box.size * 1.6 * box.lines);
  const fits = async (candidate: string) => {
    const drawn = await renderText(candidate, box);
    return drawn.info.height <= maxHeight ? drawn : undefined;
  };
  // Most texts fit whole: drawn once.
  const { data, info } = (await fits(text)) ?? (await renderText(await fitText(text, fits), box));
  return { input: data, height: info.height, width: info.width };
}

// The kind and the owner's name recur on every picture: drawn once a build.
const recurring = new Map<string, ReturnType<typeof textLayer>>();
function recurringLayer(text: string, box: TextBox) {
  const key = JSON.stringify([text, box]);
  if (!recurring.has(key)) recurring.set(key, textLayer(text, box));
  return recurring.get(key)!;
}

const background = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b4fd8"/><stop offset="0.6" stop-color="#7048e8"/>
      <stop offset="1" stop-color="#c2477a"/>
    </linearGradient>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`,
);

// Drawn once a build, as pixels: every picture starts from it.
let backgroundPixels: ReturnType<typeof drawBackground> | undefined;
const drawBackground = () => sharp(background).raw().toBuffer({ resolveWithObject: true });

export async function drawSharePicture(picture: SharePicture, ownerName: string, image?: Buffer) {
  await loadFonts();
  const boxWidth = width - 2 * margin - (image ? imageSide + margin : 0);
  const rtl = picture.dir === 'rtl';
  const box = (size: number, colour: string, lines: number) => ({ size, colour, lines, boxWidth });
  const kind = await recurringLayer(picture.kind.toUpperCase(), box(28, '#ffffffd0', 1));
  const title = await textLayer(picture.title, box(60, '#ffffff', 3));
  const subtitle =
    picture.subtitle &&
    (await textLayer(picture.subtitle, { ...box(30, '#ffffffe6', 2), weight: 'Regular' }));
  const owner = await recurringLayer(ownerName, {
    ...box(32, '#ffffff', 1),
    boxWidth: width - 2 * margin,
  });
  // Left to right, each text starts at the left margin; right to left, it ends at the right one.
  const at = (layer: { width: number }) => (rtl ? width - margin - layer.width : margin);
  const layers: OverlayOptions[] = [
    { input: kind.input, top: margin, left: at(kind) },
    { input: title.input, top: margin + kind.height + 20, left: at(title) },
    { input: owner.input, top: height - margin - owner.height, left: at(owner) },
  ];
  if (subtitle) {
    layers.push({
      input: subtitle.input,
      top: margin + kind.height + title.height + 48,
      left: at(subtitle),
    });
  }
  if (image) {
    const square = await sharp(image)
      .rotate()
      .resize(imageSide, imageSide, { fit: 'cover' })
      .png()
      .toBuffer();
    const left = rtl ? margin : width - margin - imageSide;
    layers.push({ input: square, top: (height - imageSide) / 2, left });
  }
  const { data, info } = await (backgroundPixels ??= drawBackground());
  return sharp(data, { raw: info }).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

export async function cachedSharePicture(
  picture: SharePicture,
  ownerName: string,
  { cacheDir = defaultCacheDir } = {},
): Promise<{ body: Buffer; drawn: boolean }> {
  const image = picture.image ? await readFile(pictureFile(picture.image)) : undefined;
  const hash = createHash('sha256').update(JSON.stringify([recipe, fontFiles, ownerName, picture]));
  if (image) hash.update(image);
  const file = join(cacheDir, `${hash.digest('hex')}.png`);
  const { body, made } = await cached(file, () => drawSharePicture(picture, ownerName, image));
  return { body, drawn: made };
}
