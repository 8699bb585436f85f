export function headingsOf(markdown: string): Set<string>;
export function referencesIn(text: string): { title: string; line: number }[];
export function issueNumbersIn(text: string): { said: string; line: number }[];
export function recordProblems(record: string): string[];
