// @vitest-environment node
import { describe, expect, test, vi } from 'vitest';
import {
  browserCodec,
  JPEG_QUALITY,
  MAX_SIDE,
  scaledSize,
  scaleImage,
  scalingDeadline,
  type ImageCodec,
} from './scale-image';

function fakeCodec(width: number, height: number) {
  const close = vi.fn();
  const codec: ImageCodec = {
    decode: vi.fn(() => Promise.resolve({ width, height, source: {} as ImageBitmap, close })),
    encode: vi.fn(() => Promise.resolve(new Blob(['small'], { type: 'image/jpeg' }))),
  };
  return { codec, close };
}

const photo = (type = 'image/png') => new File(['pixels'], 'bench.png', { type });

describe('scaling photos before upload', () => {
  test('an encoder that never answers: once the deadline passes, the photo is kept as chosen', async () => {
    vi.useFakeTimers();
    try {
      const { codec } = fakeCodec(4000, 3000);
      vi.mocked(codec.encode).mockReturnValue(new Promise(() => undefined));
      const chosen = photo();

      const scaling = scaleImage(chosen, codec);
      await vi.advanceTimersByTimeAsync(scalingDeadline.ms);

      await expect(scaling).resolves.toBe(chosen);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failure other than the deadline is not hidden', async () => {
    const { codec } = fakeCodec(4000, 3000);
    vi.mocked(codec.encode).mockRejectedValue(new Error('out of memory'));

    await expect(scaleImage(photo(), codec)).rejects.toThrow('out of memory');
  });

  test('a large photo gets its longest side scaled to the maximum, as JPEG', async () => {
    const { codec, close } = fakeCodec(4000, 3000);

    const scaled = await scaleImage(photo(), codec);

    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), MAX_SIDE, 1200);
    expect(scaled).toMatchObject({ name: 'bench.jpg', type: 'image/jpeg' });
    expect(close).toHaveBeenCalled();
    expect(JPEG_QUALITY).toBe(0.85);
  });

  test('a scaled photo still above the upload limit is made smaller until it fits', async () => {
    const { codec } = fakeCodec(4000, 3000);
    const sizes = [4_000_000, 2_500_000, 1_500_000];
    vi.mocked(codec.encode).mockImplementation(() =>
      Promise.resolve(new Blob([new Uint8Array(sizes.shift() ?? 1)], { type: 'image/jpeg' })),
    );

    const scaled = await scaleImage(photo(), codec, 2 * 1024 * 1024);

    expect(codec.encode).toHaveBeenCalledTimes(3);
    const widths = vi.mocked(codec.encode).mock.calls.map(([, width]) => width);
    expect(widths[0]).toBe(MAX_SIDE);
    expect(widths[1]).toBeLessThan(widths[0]);
    expect(widths[2]).toBeLessThan(widths[1]);
    expect(scaled.size).toBe(1_500_000);
  });

  test('a photo of few pixels but above the upload limit is re-encoded', async () => {
    const { codec } = fakeCodec(1200, 900);
    const heavy = new File([new Uint8Array(3 * 1024 * 1024)], 'raw.png', { type: 'image/png' });

    const scaled = await scaleImage(heavy, codec, 2 * 1024 * 1024);

    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1200, 900);
    expect(scaled).toMatchObject({ name: 'raw.jpg', type: 'image/jpeg' });
  });

  test('a portrait photo is scaled by its height', () => {
    expect(scaledSize(1200, 3200)).toEqual({ width: 600, height: MAX_SIDE });
  });

  test('a photo that already fits is sent as it is', async () => {
    const { codec } = fakeCodec(1600, 900);
    const original = photo();

    expect(await scaleImage(original, codec)).toBe(original);
    expect(codec.encode).not.toHaveBeenCalled();
  });

  test('a GIF is never scaled, so it keeps its animation', async () => {
    const { codec } = fakeCodec(4000, 3000);
    const gif = photo('image/gif');

    expect(await scaleImage(gif, codec)).toBe(gif);
    expect(codec.decode).not.toHaveBeenCalled();
  });

  test('a photo the browser cannot decode is left to the server', async () => {
    const codec: ImageCodec = {
      decode: () => Promise.reject(new Error('broken')),
      encode: vi.fn(),
    };
    const original = photo();

    expect(await scaleImage(original, codec)).toBe(original);
  });

  test('without createImageBitmap (jsdom) there is no codec and nothing is scaled', async () => {
    expect(browserCodec()).toBeNull();
    const original = photo();

    expect(await scaleImage(original)).toBe(original);
  });
});
