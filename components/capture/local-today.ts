/** The browser's local date ("YYYY-MM-DD"): a pass gives only the day of the year, and a new flight starts on today. */
export function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}
