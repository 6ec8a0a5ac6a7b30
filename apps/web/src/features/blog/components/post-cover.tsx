import type { ReactNode } from 'react';
import type { PostCover as PostCoverKind } from '../types/blog-post';

// Covers are drawn, not fetched: the site loads no images from elsewhere. Each is a gradient with
// a line drawing of the article's subject, on a 320×180 grid.
const covers: Record<PostCoverKind, { gradient: string; drawing: ReactNode }> = {
  'missed-call': {
    gradient: 'from-brand-600 via-brand-500 to-sky-400',
    drawing: (
      <>
        <rect x="124" y="28" width="72" height="128" rx="14" />
        <path d="M148 40h24" />
        <circle cx="160" cy="140" r="5" />
        <path
          d="M146 80c0-3 2-5 4-5h5l3 8-4 3c2 5 5 8 10 10l3-4 8 3v5c0 2-2 4-5 4-13 0-24-11-24-24z"
          className="fill-white/90"
        />
        <path d="M212 64a40 40 0 0 1 0 52M226 52a58 58 0 0 1 0 76" />
        <path d="M108 64a40 40 0 0 0 0 52M94 52a58 58 0 0 0 0 76" />
      </>
    ),
  },
  options: {
    gradient: 'from-emerald-600 via-teal-500 to-cyan-400',
    drawing: (
      <>
        <rect x="70" y="64" width="52" height="84" rx="8" />
        <rect x="134" y="40" width="52" height="108" rx="8" className="fill-white/25" />
        <rect x="198" y="52" width="52" height="96" rx="8" />
        <path d="M84 84h24M84 96h16M148 62h24M148 74h16M212 72h24M212 84h16" />
        <path d="M150 110l8 8 14-16" strokeWidth="4" />
      </>
    ),
  },
  signature: {
    gradient: 'from-violet-600 via-fuchsia-500 to-pink-400',
    drawing: (
      <>
        <rect x="110" y="22" width="100" height="140" rx="14" />
        <path d="M126 46h68M126 58h52M126 70h60" />
        <path d="M124 120c10-18 18-20 16-6s8 10 16-2 12 6 20 2 10-6 18-4" strokeWidth="3.5" />
        <path d="M126 134h68" />
        <circle cx="232" cy="60" r="18" className="fill-white/25" />
        <path d="M224 60l6 6 11-12" strokeWidth="3.5" />
      </>
    ),
  },
  'follow-up': {
    gradient: 'from-amber-500 via-orange-500 to-rose-500',
    drawing: (
      <>
        <rect x="76" y="36" width="120" height="112" rx="12" />
        <path d="M76 64h120M104 28v16M168 28v16" />
        <path d="M92 84h14M122 84h14M152 84h14M92 108h14M122 108h14M152 108h14M92 130h14" />
        <path d="M120 104l4 4 8-9" strokeWidth="3.5" />
        <path
          d="M206 78h52a10 10 0 0 1 10 10v26a10 10 0 0 1-10 10h-30l-14 12v-12h-8a10 10 0 0 1-10-10V88a10 10 0 0 1 10-10z"
          className="fill-white/25"
        />
        <path d="M218 96h28M218 106h18" />
      </>
    ),
  },
};

type PostCoverProps = { cover: PostCoverKind; className?: string };

/** A post's cover illustration; decorative, the post's title names it. */
export const PostCover = ({ cover, className = '' }: PostCoverProps) => {
  const { gradient, drawing } = covers[cover];
  return (
    <div
      aria-hidden="true"
      className={`relative isolate overflow-hidden bg-linear-to-br ${gradient} ${className}`}
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle,rgb(255_255_255/0.18)_1px,transparent_1px)] bg-size-[16px_16px]" />
      <svg
        viewBox="0 0 320 180"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="absolute inset-0 size-full"
        focusable="false"
      >
        {drawing}
      </svg>
    </div>
  );
};
