// The floor of the JavaScript budgets (scripts/check-budgets.mts): a bare app-router page.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
