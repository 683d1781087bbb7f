import { CircleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { FIRST_PAINT_MESSAGES } from '../../../engine/errors/first-paint-messages.ts';
import { DEFAULT_LOCALE, splitLocalePath } from '../../../engine/i18n/locales.ts';
import { lazyPart } from '../lazy/lazy-part.ts';

// The plain-language lines load on use: not part of a page's first JavaScript. Offline, the message alone.
const ErrorHint = lazyPart(() => import('./error-hint.tsx'));
// A localized page's wording loads on use too (its catalogue with it); until then, and offline, the English text.
const LocalizedError = lazyPart(() => import('./localized-error.tsx'), ({ message }: { message: string }) => <p>{message}</p>);

/**
 * An error as the visitor sees it: the message (the specification's words where it has them) and, where it
 * needs one, a plain line of what to do. `message` is the English text (the gateway's or the browser's);
 * a page in another language shows the same message from its own catalogue. Offline, "You are offline"
 * comes first: the error is known before any request, so it must show even with no chunk to load.
 */
export function ErrorBox({ message }: { message: string }) {
  const { locale } = splitLocalePath(useLocation().pathname);
  const offline = message === FIRST_PAINT_MESSAGES.offline && <strong className="error-title">{FIRST_PAINT_MESSAGES.offlineTitle}</strong>;
  return (
    <div className="error-box" role="alert">
      <CircleAlert size={20} aria-hidden="true" />
      {locale === DEFAULT_LOCALE ? (
        <>
          {offline}
          <p>{message}</p>
          <Suspense fallback={null}>
            <ErrorHint message={message} />
          </Suspense>
        </>
      ) : (
        <Suspense
          fallback={
            <>
              {offline}
              <p>{message}</p>
            </>
          }
        >
          <LocalizedError message={message} locale={locale} />
        </Suspense>
      )}
    </div>
  );
}
