import { ImageResponse } from 'next/og';
import { shareImage } from '@/lib/share-image';
import { owner } from '@/lib/site';

// Exported at build time as /share-image.png: a real .png file, which every static host serves
// with the right type (the opengraph-image convention would export a file without extension).
export const dynamic = 'force-static';

export function GET() {
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
