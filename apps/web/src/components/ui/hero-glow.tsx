export type HeroGlowTone = 'brand' | 'emerald';

const tones: Record<HeroGlowTone, string> = {
  brand: 'bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]',
  emerald: 'bg-[radial-gradient(ellipse_at_top,var(--color-emerald-100),transparent_65%)]',
};

/** The soft colour behind a page's hero; its section needs `relative isolate overflow-hidden`. */
export const HeroGlow = ({ tone }: { tone: HeroGlowTone }) => (
  <div aria-hidden="true" className={`absolute inset-x-0 -top-40 -z-10 h-[36rem] ${tones[tone]}`} />
);
