import { describe, expect, it } from 'vitest';
import { photoProblem, squareInside, uploadProblem } from './photo';

const file = (type: string, size: number) => {
  const f = new File(['x'], 'p', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('photoProblem (what the browser takes before cropping)', () => {
  it('takes JPEG, PNG and WebP sources up to 20 MB: a phone photo of 4.6 MB is fine', () => {
    expect(photoProblem(file('image/jpeg', 4.6 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('image/jpeg', 20 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('image/png', 10))).toBeNull();
    expect(photoProblem(file('image/webp', 10))).toBeNull();
  });

  it('refuses other types, empty files and sources over 20 MB, and says the limit', () => {
    expect(photoProblem(file('image/gif', 10))).toBe('Choose a JPEG, PNG or WebP image');
    expect(photoProblem(file('image/svg+xml', 10))).toBe('Choose a JPEG, PNG or WebP image');
    expect(photoProblem(file('image/png', 0))).toBe('This file is empty');
    expect(photoProblem(file('image/png', 20 * 1024 * 1024 + 1))).toBe('The image must be 20 MB or smaller');
  });
});

describe('uploadProblem (the photos bucket’s 2 MB, on the cropped square)', () => {
  it('lets the square through and refuses what the bucket would', () => {
    expect(uploadProblem(new Blob([new Uint8Array(30 * 1024)], { type: 'image/webp' }))).toBeNull();
    expect(uploadProblem(new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/webp' }))).toBe(
      'The cropped picture must be 2 MB or smaller',
    );
  });
});

describe('squareInside', () => {
  it('rounds the framed area to whole pixels and keeps it square', () => {
    expect(squareInside({ x: 10.4, y: 20.6, width: 100.2, height: 100.7 }, 400, 300)).toEqual({
      x: 10,
      y: 21,
      width: 100,
      height: 100,
    });
  });

  it('keeps the square inside the image at its edges', () => {
    expect(squareInside({ x: 250.5, y: -0.4, width: 151, height: 151 }, 400, 300)).toEqual({
      x: 249,
      y: 0,
      width: 151,
      height: 151,
    });
    // Zoomed out on a wide image: no bigger than the short side.
    expect(squareInside({ x: 0, y: 0, width: 320, height: 320 }, 640, 300)).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 300,
    });
  });
});
