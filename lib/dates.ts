// A JSON Resume date: YYYY, YYYY-MM or YYYY-MM-DD.
type ResumeDate = string;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shape = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** Written as a date at all (`2021`, `2021-03`, `2021-03-04`), whether or not it is a real one. */
export const hasDateShape = (text: string) => shape.test(text);

// JSON Resume's pattern lets `2023-13` by; a real date is read back as written.
export function isPartialDate(date: string): boolean {
  const time = Date.parse(date);
  return shape.test(date) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
}

export function formatDate(date: ResumeDate): string {
  const match = shape.exec(date);
  if (!match) return date;
  return match[2] ? `${months[Number(match[2]) - 1]} ${match[1]}` : match[1]!;
}

export function formatRange(startDate?: ResumeDate, endDate?: ResumeDate): string {
  if (!startDate) return endDate ? formatDate(endDate) : '';
  return `${formatDate(startDate)} – ${endDate ? formatDate(endDate) : 'present'}`;
}

/** `2023` may end what `2023-02` started: each is compared at its own precision. */
export function endsBeforeStart(startDate: ResumeDate, endDate: ResumeDate): boolean {
  const latestEnd = `${endDate}-99-99`.slice(0, 10);
  const earliestStart = `${startDate}-00-00`.slice(0, 10);
  return latestEnd < earliestStart;
}
