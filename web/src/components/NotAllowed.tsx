import { itAdmin } from '../i18n/it-admin';

/** What a visitor who may not use a back-office page sees instead of it. */
export function NotAllowed({ title }: { title: string }) {
  return (
    <section className="page container" aria-labelledby="not-allowed-title">
      <h1 className="page-title visually-hidden">{title}</h1>
      <p id="not-allowed-title" className="page-status" role="alert" data-testid="not-allowed">
        <strong>{itAdmin.notAllowed}</strong>
      </p>
    </section>
  );
}
