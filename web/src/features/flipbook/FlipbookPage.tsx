import { useCallback, useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useNavigate, useParams } from 'react-router';
import { it } from '../../i18n/it';
import { itContent } from '../../i18n/it-content';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { usePageTitle } from '../../lib/use-page-title';
import { useCatalogueBookQuery } from './api/catalogue-book';
import { neighbours, pageParam, pagesToLoad, spreadOf } from './book-spread';
import { useWideScreen } from './use-wide-screen';
import styles from './FlipbookPage.module.css';
import { flipbookPagePath } from '../../lib/paths';

const t = itContent.flipbook;
/** A horizontal swipe shorter than this is a tap or a scroll, not a page turn. */
const SWIPE_PX = 50;

/** /CatalogFlip/:page: the printed catalogue as a book, turned by buttons, arrow keys or swipes. */
export function FlipbookPage() {
  usePageTitle(t.title);
  const [{ data, fetching, error }, refetch] = useCatalogueBookQuery();
  const book = data?.tenant.catalogueBook;

  if (!book) {
    return (
      <section className="page container">
        <h1 className="page-title">{t.title}</h1>
        {fetching ? (
          <LoadingStatus text={it.app.loading} />
        ) : error ? (
          <LoadFailedStatus text={t.loadFailed} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
        ) : (
          <p>{t.unavailable}</p>
        )}
      </section>
    );
  }
  return <Book book={book} />;
}

interface BookData {
  pageCount: number;
  pageWidth: number;
  pageHeight: number;
  pageUrlPattern: string;
  pdf?: { name: string; url: string } | null;
  suppliers: { name: string; url: string }[];
}

function Book({ book }: { book: BookData }) {
  const params = useParams();
  const navigate = useNavigate();
  const wide = useWideScreen();
  const total = book.pageCount;
  const page = pageParam(params.page, total);
  const shown = spreadOf(page, total, wide);
  const { previous, next } = neighbours(page, total, wide);
  const urlOf = useCallback((n: number) => book.pageUrlPattern.replace('{n}', String(n)), [book.pageUrlPattern]);
  // The page lives in the address (replaced, so Back leaves the book), and a link opens it.
  const go = useCallback((n: number | null) => {
    if (n !== null) void navigate(flipbookPagePath(n), { replace: true });
  }, [navigate]);

  // An address past the book's end (or before its start) shows the nearest page: the address
  // says which, so that a shared link or a reload opens what is on the screen.
  useEffect(() => {
    if (params.page !== undefined && params.page !== String(page)) go(page);
  }, [params.page, page, go]);

  // Replaced before the new page is painted (a layout effect): with a passive effect a key
  // pressed as soon as the new page shows still turned from the page before.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.key === 'ArrowLeft') go(previous);
      else if (event.key === 'ArrowRight') go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, previous, next]);

  // Only the neighbouring views are fetched ahead; the other pages load when reached.
  useEffect(() => {
    for (const n of pagesToLoad(page, total, wide)) {
      if (!shown.includes(n)) new Image().src = urlOf(n);
    }
  }, [page, total, wide, shown, urlOf]);

  const touchX = useRef<number | null>(null);
  const label = shown.length === 2
    ? t.spread(shown[0] as number, shown[1] as number, total)
    : wide ? t.spread(shown[0] as number, shown[0] as number, total) : t.single(shown[0] as number, total);

  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <div className={styles.controls}>
        <button type="button" className="btn" onClick={() => go(1)} disabled={page === 1}>{t.cover}</button>
        <button type="button" className="btn" onClick={() => go(previous)} disabled={previous === null} aria-label={t.previous}>‹</button>
        <p className={styles.label} aria-live="polite" data-testid="flip-label">{label}</p>
        <button type="button" className="btn" onClick={() => go(next)} disabled={next === null} aria-label={t.next}>›</button>
      </div>
      <div
        className={styles.book}
        style={{ '--pages': shown.length, '--page-ratio': `${book.pageWidth} / ${book.pageHeight}`, '--page-width': `${book.pageWidth}px` } as CSSProperties}
        onTouchStart={(e) => { touchX.current = e.touches[0]?.clientX ?? null; }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? next : previous);
        }}
      >
        {shown.map((n) => (
          <figure key={n} className={styles.sheet} data-testid="flip-page" data-page={n}>
            <img src={urlOf(n)} alt={t.pageAlt(n)} width={book.pageWidth} height={book.pageHeight} className={styles.image} />
          </figure>
        ))}
      </div>
      <p className="muted">{t.hint}</p>
      <div className={styles.downloads}>
        <h2 className={styles.downloadsTitle}>{t.downloads}</h2>
        <ul className={styles.list}>
          {book.pdf && (
            <li><a href={book.pdf.url} download>{t.fullPdf}</a></li>
          )}
        </ul>
        {book.suppliers.length > 0 && (
          <>
            <h3 className={styles.downloadsTitle}>{t.suppliers}</h3>
            <ul className={styles.list}>
              {book.suppliers.map((s) => (
                <li key={s.url}><a href={s.url} download>{s.name} (PDF)</a></li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
