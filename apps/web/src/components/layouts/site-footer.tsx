import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { BrandMark, PhoneIcon } from '../icons';

const footerLinks = [
  { label: 'Terms', to: paths.terms },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Blog', to: paths.blog },
];

export const SiteFooter = () => (
  <footer className="border-t border-neutral-200 bg-white">
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
      <div className="max-w-md">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-neutral-900"
        >
          <BrandMark className="size-7" />
          Vanilla
        </Link>
        <p className="mt-4 flex gap-3 text-sm text-neutral-600">
          <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            An AI receptionist for your voice calls: it answers after hours, forwards calls while
            you are open, and keeps a recording, transcript and summary of every conversation.
          </span>
        </p>
      </div>
      <nav aria-label="Footer">
        <ul className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          {footerLinks.map(({ label, to }) => (
            <li key={label}>
              <Link
                to={to}
                className="rounded text-neutral-600 transition-colors hover:text-neutral-900"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
    <div className="border-t border-neutral-100">
      <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-neutral-500 sm:px-6 lg:px-8">
        © {new Date().getFullYear()} Vanilla. All rights reserved.
      </p>
    </div>
  </footer>
);
