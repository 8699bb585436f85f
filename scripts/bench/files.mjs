/** Sizes of built files on disk (raw and gzip -9) and the build's chunk list from its manifest. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = 1000;

/** @param {string} file */
export function fileSize(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** Sums the sizes of files of a build, given their URLs under the build's base. */
export function sizeOfUrls(dist, urls, base = '/build/') {
  const total = { raw: 0, gzip: 0, files: [] };
  for (const url of new Set(urls)) {
    const path = new URL(url).pathname;
    if (!path.startsWith(base)) continue;
    const file = join(dist, decodeURIComponent(path.slice(base.length)));
    const size = fileSize(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.files.push({ file: path.slice(base.length), ...size });
  }
  return total;
}

/** Vite's manifest (`build.manifest: true`): source module -> chunk. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * Every JS chunk of a build with its sizes; `initial` when the entry loads it statically,
 * otherwise it is lazy (reached through a dynamic import only).
 */
export function chunkList(dist) {
  const manifest = readManifest(dist);
  const initial = new Set();
  const visit = (key) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const entry = byFile.get(chunk.file) ?? {
      file: chunk.file,
      name: chunk.name ?? chunk.file,
      initial: false,
      modules: [],
      ...fileSize(join(dist, chunk.file)),
    };
    entry.initial ||= initial.has(key);
    if (chunk.src) entry.modules.push(chunk.src);
    byFile.set(chunk.file, entry);
  }
  return [...byFile.values()];
}

/** Every file of a build, relative to it. */
export function listFiles(dist) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dist, path));
    }
  };
  walk(dist);
  return out;
}
