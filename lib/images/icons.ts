// maskable: the logo inside the safe circle of a full square, for launchers that crop.
export const appIcons: readonly { file: string; size: number; purpose: 'any' | 'maskable' }[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

// The logo's own blue, so the cropped shape reads as the logo.
export const maskableBackground = '#5457e9';
