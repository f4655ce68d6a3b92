/** The page background in each colour scheme (app/globals.scss --color-bg), for the browser's UI. */
export const siteColours = { light: '#f6f6f3', dark: '#121318' } as const;
