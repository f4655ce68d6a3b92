/**
 * Structured data for search engines, as an inline `application/ld+json` script. `<` is escaped so
 * no text in the data can close the script; scripts/apply-security-policy.mjs hashes this script
 * like every other inline one, so the page's policy allows exactly this text.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
