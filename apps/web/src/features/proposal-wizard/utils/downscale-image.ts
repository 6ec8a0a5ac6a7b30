/** The longest side of a photo sent with a proposal; larger pictures are scaled down. */
export const PHOTO_MAX_SIDE_PX = 1600;
const JPEG_QUALITY = 0.85;

const canvasToDataUrl = (canvas: HTMLCanvasElement): Promise<string> =>
  new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          reject(new Error('The picture could not be encoded.'));
          return;
        }
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
        reader.readAsDataURL(blob);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  });

/**
 * An image file as a JPEG data URL whose longest side is at most 1600 px, so a proposal with
 * several phone photos stays a small request. Rejects files the browser cannot decode.
 */
export const downscaleImage = async (file: File): Promise<string> => {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The picture could not be drawn.');
    // JPEG has no transparency: draw on white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await canvasToDataUrl(canvas);
  } finally {
    bitmap.close();
  }
};
