import { env } from '../config/env';

/** An image the API serves (a company logo's path) as an address the page can load. */
export const apiImageSrc = (path: string): string => `${env.apiUrl}${path}`;
