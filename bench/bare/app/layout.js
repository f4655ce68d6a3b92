// The baseline for `npm run bench`: a bare app-router page of the same Next.js version, exported
// the same way, so the site's first paint is compared with the framework's own.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
