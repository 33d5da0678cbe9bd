import { it } from '../i18n/it';

/** A screen whose content arrives in a later issue: its heading, so routes are testable now. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page container">
      <h1 className="page-title">{title}</h1>
      <p className="muted">{it.pages.comingSoon}</p>
    </section>
  );
}
