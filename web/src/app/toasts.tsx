import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadToastify } from '../lib/notify';

// Loaded after the first paint (see lib/notify).
// Toasts slide in rather than fade in (the default bounce): their text keeps its full contrast
// from the first frame, which a buyer reading a quick notice and an accessibility audit both see.
const ToastContainer = lazy(() =>
  loadToastify().then((m) => ({
    default: (props: Parameters<typeof m.ToastContainer>[0]) => <m.ToastContainer transition={m.Slide} {...props} />,
  })),
);

/**
 * The toasts live in a React root of their own, beside the shop's: a page rendered on the server
 * hydrates without them, and their arrival never re-renders the page.
 */
export function mountToasts(): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <ToastContainer position="bottom-left" autoClose={4000} newestOnTop closeOnClick pauseOnFocusLoss={false} />
    </Suspense>,
  );
}
