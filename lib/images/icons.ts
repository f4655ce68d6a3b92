// The app icons made from public/logo.svg at build time, for the web app manifest.

export interface AppIcon {
  file: string;
  size: number;
  /** maskable: drawn on a full square, the logo inside the safe circle, for launchers that crop. */
  purpose: 'any' | 'maskable';
}

export const appIcons: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Behind the maskable icon: the logo's own blue, so the cropped shape reads as the logo. */
export const maskableBackground = '#5457e9';
