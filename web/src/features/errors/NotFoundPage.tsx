import { Link } from 'react-router';
import { it } from '../../i18n/it';

/** 404 for /not-found and every unknown path. */
export function NotFoundPage() {
  return (
    <section className="page container not-found" data-testid="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{it.notFound.title}</h1>
      <p className="not-found__text">{it.notFound.text}</p>
      <Link className="btn btn--primary" to="/">
        {it.notFound.home}
      </Link>
    </section>
  );
}
