/**
 * `npm run check:docs`: keeps docs/decisions.md a record a newcomer can follow.
 * - Every pointer into docs/decisions.md by title (the path, a comma, the title in double quotes)
 *   names a heading there, so a comment never points nowhere after an entry is renamed or merged.
 * - Every entry states its status, and a replaced one names an entry that says it replaces it.
 * - No issue or session numbers in code or docs: the tracker's numbering means nothing to a
 *   reader of the code; say why in terms of the code, the history is in git.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const RECORD = 'docs/decisions.md';

/** This check and its test quote what they look for. */
const NOT_CHECKED = new Set(['scripts/check-docs.mjs', 'tests/unit/check-docs.test.ts']);
/** Files read as text; the rest (images, fonts, the lockfile) are left out. */
const TEXT = /\.(?:[cm]?[jt]sx?|json|md|scss|css|html|php|ya?ml|sh|conf)$|(?:^|\/)run$/;
const NOT_READ = new Set(['package-lock.json']);

/** `### Title` and `## Subject` lines: what a reference may name. */
export function headingsOf(markdown) {
  return new Set([...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1].trim()));
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Markdown's inline code blanked out (same length, so line numbers hold): it quotes, not refers. */
const withoutCode = (markdown) => markdown.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));

/**
 * The titles a text names after `docs/decisions.md` (`, "A"`, `, "A", "B"` or ` "A"`), read
 * across comment lines: a title may be broken over ` * ` or `// ` continuation lines.
 */
export function referencesIn(text) {
  const found = [];
  for (const match of text.matchAll(/docs\/decisions\.md/g)) {
    const after = text.slice(match.index + match[0].length, match.index + 400);
    const joined = after.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');
    const quoted = /^,?\s*("[^"]+"(?:,\s*"[^"]+")*)/.exec(joined);
    if (!quoted) continue;
    for (const [, title] of quoted[1].matchAll(/"([^"]+)"/g)) {
      found.push({ title, line: lineOf(text, match.index) });
    }
  }
  return found;
}

/**
 * A tracker item's number: "issue" or "session" (either in the plural) before a number, with or
 * without "#", or a number in parentheses after "#".
 */
export function issueNumbersIn(text) {
  const pattern = /\b(?:issues?|sessions?)\s+#?\d+\b|\(#\d+\)/gi;
  return [...text.matchAll(pattern)].map((match) => ({
    said: match[0],
    line: lineOf(text, match.index),
  }));
}

/**
 * What the record itself must hold: each entry (`###`) opens with its status, "In force." or
 * `Replaced by "Title".`, and the replacing entry says `Replaces "Title"`; within the record,
 * `see "Title"` names an entry too.
 */
export function recordProblems(record) {
  // A title in the text may be broken over lines.
  const markdown = withoutCode(record).replace(/(?<=\S)\n(?=\S)/g, ' ');
  const titles = headingsOf(markdown);
  const problems = [];
  const entries = [...markdown.matchAll(/^### (.+)\n+([^]*?)(?=^#{2,3} |$(?![^]))/gm)];
  const bodyOf = new Map(entries.map(([, title, body]) => [title.trim(), body]));
  for (const [, title, body] of entries) {
    const replaced = /^Replaced by "([^"]+)"\./.exec(body);
    if (!replaced && !body.startsWith('In force.')) {
      problems.push(`"${title}" does not open with "In force." or 'Replaced by "…".'`);
    } else if (replaced && !bodyOf.get(replaced[1])?.includes(`Replaces "${title}"`)) {
      problems.push(`"${title}" is replaced by "${replaced[1]}", which does not say so`);
    }
  }
  for (const match of markdown.matchAll(/\b(?:see|Replaces) "([^"]+)"/g)) {
    if (!titles.has(match[1])) {
      problems.push(`line ${lineOf(record, match.index)} names no entry: "${match[1]}"`);
    }
  }
  return problems;
}

function filesOfRepository() {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => TEXT.test(file) && !NOT_READ.has(file));
}

function main() {
  const record = readFileSync(RECORD, 'utf8');
  const titles = headingsOf(record);
  const problems = recordProblems(record).map((problem) => `${RECORD}: ${problem}`);
  for (const file of filesOfRepository()) {
    if (NOT_CHECKED.has(file)) continue;
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    if (file.endsWith('.md')) text = withoutCode(text);
    for (const { title, line } of referencesIn(text)) {
      if (!titles.has(title)) problems.push(`${file}:${line}: no entry "${title}" in ${RECORD}`);
    }
    for (const { said, line } of issueNumbersIn(text)) {
      problems.push(`${file}:${line}: "${said}": say why in terms of the code, not the tracker`);
    }
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
