import { describe, expect, it } from '@jest/globals';
import type { HomePhoto } from '../types';
import { addedPhoto, isImageFile, notAnImageMessage, toggleSharing } from './home-photos';

describe(isImageFile.name, () => {
  it('should accept a file when its type is an image type', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']) {
      expect(isImageFile({ type })).toBe(true);
    }
  });

  it('should refuse a file when its type is not an image or is unknown', () => {
    for (const type of ['application/pdf', 'text/plain', 'video/mp4', '']) {
      expect(isImageFile({ type })).toBe(false);
    }
  });
});

describe(notAnImageMessage.name, () => {
  it('should name the refused file when it is not an image', () => {
    expect(notAnImageMessage('lease.pdf')).toBe(
      'lease.pdf is not an image. Only image files can be added.',
    );
  });
});

describe(addedPhoto.name, () => {
  it('should describe the photo by its file name without the extension when one is added', () => {
    expect(addedPhoto('data:x', 'new-deck.jpg')).toEqual({
      url: 'data:x',
      alt: 'Your photo: new-deck',
      isShared: false,
    });
  });

  it('should keep the whole name when the file has nothing but an extension', () => {
    expect(addedPhoto('data:x', '.png').alt).toBe('Your photo: .png');
  });
});

describe(toggleSharing.name, () => {
  const photos: HomePhoto[] = [
    { url: 'a', alt: 'A', isShared: true },
    { url: 'b', alt: 'B', isShared: false },
  ];

  it('should flip sharing of the shown photo only when it is toggled', () => {
    expect(toggleSharing(photos, 1).map((photo) => photo.isShared)).toEqual([true, true]);
    expect(toggleSharing(photos, 0).map((photo) => photo.isShared)).toEqual([false, false]);
  });
});
