// A JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD.
type ResumeDate = string;

const shape = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** Written as a date at all (`2021`, `2021-03`, `2021-03-04`), whether or not it is a real one. */
export const hasDateShape = (text: string) => shape.test(text);

// JSON Resume's pattern lets `2023-13` by; a real date is read back as written.
export function isPartialDate(date: string): boolean {
  const time = Date.parse(date);
  return shape.test(date) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
}

/** `2021` as written, `2021-03` and `2021-03-04` as the month and year in `language` ("Mar 2021"). */
export function formatDate(date: ResumeDate, language: string): string {
  const match = shape.exec(date);
  if (!match) return date;
  if (!match[2]) return match[1]!;
  const month = new Intl.DateTimeFormat(language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return month.format(Date.UTC(Number(match[1]), Number(match[2]) - 1));
}

/** `present` is the language's word for an end not given. */
export function formatRange(
  { language, present }: { language: string; present: string },
  startDate?: ResumeDate,
  endDate?: ResumeDate,
): string {
  if (!startDate) return endDate ? formatDate(endDate, language) : '';
  const end = endDate ? formatDate(endDate, language) : present;
  return `${formatDate(startDate, language)} – ${end}`;
}

/** `2023` may end what `2023-02` started: each is compared at its own precision. */
export function endsBeforeStart(startDate: ResumeDate, endDate: ResumeDate): boolean {
  const latestEnd = `${endDate}-99-99`.slice(0, 10);
  const earliestStart = `${startDate}-00-00`.slice(0, 10);
  return latestEnd < earliestStart;
}
