import { Link } from 'react-router';
import { it } from '../../i18n/it';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';

/** The simple home of tenants that have one (the homepage builder replaces it later). */
export function HomePage() {
  const { tenant } = useShell();
  return (
    <section className="page home-hero">
      <div className="container home-hero__inner">
        <p className="home-hero__eyebrow">{tenant.name}</p>
        <h1 className="home-hero__title">{it.home.title}</h1>
        <p className="home-hero__text">{it.home.text}</p>
        <Link className="btn btn--primary btn--large" to={paths.shop}>
          {it.home.cta}
        </Link>
      </div>
    </section>
  );
}
