import { useNavigation } from 'react-router';
import { MainContent } from '../../components/layouts/main-content';
import { Spinner } from '../../components/ui/spinner';

/**
 * What a layout shows in place of its page while the page's code loads on the first visit: the
 * page's own `<main>` with a status line, tall enough that the footer below does not jump up and
 * back down.
 */
export const PageLoading = () => (
  <MainContent className="min-h-[70dvh]">
    <Spinner label="Loading page…" className="py-32" />
  </MainContent>
);

/**
 * On a later navigation the current page stays until the next one's code has arrived; meanwhile a
 * thin bar runs along the top of the window (it takes no room, so nothing moves). It shows only
 * when the wait is long enough to notice.
 */
export const NavigationProgress = () => {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 animate-navigation-delay overflow-hidden"
    >
      <span className="sr-only">Loading page…</span>
      <span
        aria-hidden="true"
        className="block h-full w-1/3 animate-navigation-progress rounded-full bg-brand-600 motion-reduce:animate-none"
      />
    </div>
  );
};
