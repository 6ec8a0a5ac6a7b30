import type { Page } from 'playwright-core';

export type ShownPhoto = { alt: string; width: number; src: string };

/**
 * The pictures of a proposal's Property Photos section once every one has loaded (they load
 * lazily): their alt text, the width they decoded to (0 when broken) and the path they came from.
 */
export const loadedPhotos = async (page: Page): Promise<ShownPhoto[]> => {
  const section = page.getByRole('region', { name: 'Property Photos' });
  await section.scrollIntoViewIfNeeded();
  const images = section.getByRole('img');
  await images.first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('section[aria-label="Property Photos"] img')].every(
      (image) => (image as HTMLImageElement).complete,
    ),
  );
  return images.evaluateAll((nodes) =>
    nodes.map((node) => {
      const image = node as HTMLImageElement;
      return { alt: image.alt, width: image.naturalWidth, src: new URL(image.src).pathname };
    }),
  );
};
