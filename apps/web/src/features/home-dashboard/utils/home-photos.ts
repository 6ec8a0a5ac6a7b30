import type { HomePhoto } from '../types';

// Photo upload accepts image files only (000 §5).
export const isImageFile = (file: { type: string }): boolean => file.type.startsWith('image/');

export const notAnImageMessage = (fileName: string): string =>
  `${fileName} is not an image. Only image files can be added.`;

/** A photo the visitor added: described by its file name, not shared until they say so. */
export const addedPhoto = (url: string, fileName: string): HomePhoto => ({
  url,
  alt: `Your photo: ${fileName.replace(/\.[^.]+$/, '') || fileName}`,
  isShared: false,
});

export const toggleSharing = (photos: readonly HomePhoto[], index: number): HomePhoto[] =>
  photos.map((photo, at) => (at === index ? { ...photo, isShared: !photo.isShared } : photo));
