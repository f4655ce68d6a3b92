import { mathFont, mathFontFile } from '@/lib/article/math-font';
import { siteMathCharacters } from '@/lib/site/math-font';
import { staticParams } from '@/lib/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

// A site without formulas has no font to write.
export const generateStaticParams = () => {
  const characters = siteMathCharacters();
  return staticParams('file', characters ? [mathFontFile(characters)] : []);
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const characters = siteMathCharacters();
  if (!characters || file !== mathFontFile(characters)) return new Response('');
  const font = await mathFont(characters);
  return new Response(new Uint8Array(font), { headers: { 'Content-Type': 'font/woff2' } });
}
