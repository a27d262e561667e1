import { megabytes, PHOTO_UPLOAD } from '@/config/uploads';

/** The pixel rectangle of the source image the member framed (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * What is wrong with a chosen picture, in the form's words, or null when it will do. The limit is the
 * source's: the upload is the cropped square (`uploadProblem`), not this file.
 */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_UPLOAD.types as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image';
  if (file.size === 0) return 'This file is empty';
  if (file.size > PHOTO_UPLOAD.sourceMaxBytes)
    return `The image must be ${megabytes(PHOTO_UPLOAD.sourceMaxBytes)} or smaller`;
  return null;
}

/** The bucket's limit, on what is really uploaded (the cropped square): null when it fits. */
export function uploadProblem(image: Blob): string | null {
  return image.size > PHOTO_UPLOAD.maxBytes
    ? `The cropped picture must be ${megabytes(PHOTO_UPLOAD.maxBytes)} or smaller`
    : null;
}

/**
 * The framed area as a whole-pixel square inside the image: the cropper reports fractions and, at
 * the edges, a pixel too many, which drawImage would fill with transparent black.
 */
export function squareInside(area: PixelArea, imageWidth: number, imageHeight: number): PixelArea {
  const side = Math.max(1, Math.min(Math.round(Math.min(area.width, area.height)), imageWidth, imageHeight));
  const x = Math.min(Math.max(0, Math.round(area.x)), imageWidth - side);
  const y = Math.min(Math.max(0, Math.round(area.y)), imageHeight - side);
  return { x, y, width: side, height: side };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('This image could not be read'));
    img.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws the framed square at PHOTO_UPLOAD.size pixels and encodes it: WebP (keeps a logo's
 * transparency) where the browser encodes it, JPEG otherwise. What is uploaded is a few KB, whatever
 * the camera's original was.
 */
export async function cropToSquare(src: string, area: PixelArea, size: number = PHOTO_UPLOAD.size): Promise<Blob> {
  const img = await loadImage(src);
  const square = squareInside(area, img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot resize images');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, square.x, square.y, square.width, square.height, 0, 0, size, size);
  const webp = await toBlob(canvas, 'image/webp', 0.9);
  // Browsers that cannot encode WebP hand back a PNG instead.
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await toBlob(canvas, 'image/jpeg', 0.9);
  if (!jpeg) throw new Error('This image could not be resized');
  return jpeg;
}
