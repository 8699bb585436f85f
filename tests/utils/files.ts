/** When the test's files were last changed on disk: a file chosen again is the same file. */
const ON_DISK_SINCE = Date.UTC(2026, 0, 5, 9, 30);

/** A small PNG the demo backend accepts as an upload (a picture, an editor image). */
export function pngFile(name = 'image.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
    lastModified: ON_DISK_SINCE,
  });
}
