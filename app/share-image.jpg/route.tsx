import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { shareImage } from '@/lib/share-image';
import { owner } from '@/lib/content/owner';
import { shareCard } from '@/lib/images/encode';

// Exported at build time as /share-image.jpg: a real .jpg file, which every static host serves
// with the right type (the opengraph-image convention would export a file without extension).
// The owner's own picture if they gave one, else a card drawn from their name and tagline.
export const dynamic = 'force-static';

export async function GET() {
  const picture = owner.shareImage
    ? await readFile(join(process.cwd(), 'public', owner.shareImage))
    : Buffer.from(await drawnCard().arrayBuffer());
  const body = await shareCard(picture, shareImage.width, shareImage.height);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/jpeg' } });
}

function drawnCard() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #3b4fd8 0%, #7048e8 60%, #c2477a 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ fontSize: 36, letterSpacing: 6, textTransform: 'uppercase', opacity: 0.85 }}>
        Portfolio
      </div>
      <div style={{ fontSize: 96, fontWeight: 700, marginTop: 16 }}>{owner.name}</div>
      <div style={{ fontSize: 40, marginTop: 24, maxWidth: 960, opacity: 0.9 }}>
        {owner.tagline}
      </div>
    </div>,
    { width: shareImage.width, height: shareImage.height },
  );
}
